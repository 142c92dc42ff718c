// The agents' own seeded randomness (sfc32, the same generator the engine uses), kept apart from
// the game's RNG so thinking never moves the game's random sequence.
export interface AiRng { a: number; b: number; c: number; d: number }

export function seedAiRng(seed: number): AiRng {
  const s: AiRng = { a: 0x9e3779b9, b: 0x243f6a88, c: 0xb7e15162, d: seed >>> 0 };
  for (let i = 0; i < 15; i++) nextU32(s);
  return s;
}

export function nextU32(s: AiRng): number {
  const t = (((s.a + s.b) >>> 0) + s.d) >>> 0;
  s.d = (s.d + 1) >>> 0;
  s.a = s.b ^ (s.b >>> 9);
  s.b = (s.c + (s.c << 3)) >>> 0;
  s.c = ((s.c << 21) | (s.c >>> 11)) >>> 0;
  s.c = (s.c + t) >>> 0;
  return t;
}

export function randInt(s: AiRng, n: number): number {
  if (n <= 1) return 0;
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const v = nextU32(s);
    if (v < limit) return v % n;
  }
}

export function randFloat(s: AiRng): number {
  return nextU32(s) / 0x100000000;
}

export function shuffle<T>(s: AiRng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randInt(s, i + 1);
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
  return items;
}
