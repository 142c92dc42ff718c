import type { RngState } from '../types.js';

// sfc32: small, fast, and its whole state is four 32-bit numbers kept in GameState,
// so a saved match continues with exactly the same random sequence.
export function seedRng(seed: number): RngState {
  const s: RngState = { a: 0x9e3779b9, b: 0x243f6a88, c: 0xb7e15162, d: seed >>> 0 };
  for (let i = 0; i < 15; i++) nextUint32(s);
  return s;
}

export function nextUint32(s: RngState): number {
  const t = (((s.a + s.b) >>> 0) + s.d) >>> 0;
  s.d = (s.d + 1) >>> 0;
  s.a = s.b ^ (s.b >>> 9);
  s.b = (s.c + (s.c << 3)) >>> 0;
  s.c = ((s.c << 21) | (s.c >>> 11)) >>> 0;
  s.c = (s.c + t) >>> 0;
  return t;
}

/** A fair integer in [0, n): rejection sampling avoids modulo bias. */
export function nextInt(s: RngState, n: number): number {
  if (n <= 1) return 0;
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const v = nextUint32(s);
    if (v < limit) return v % n;
  }
}

export function shuffleInPlace<T>(s: RngState, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(s, i + 1);
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
}
