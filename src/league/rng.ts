// sfc32 (Chris Doty-Humphrey's Small Fast Counting generator) with its state kept as four
// plain uint32 numbers, so a league can persist it as JSON and replay it exactly.

export type RngState = readonly [number, number, number, number];

/** splitmix32 finaliser: spreads one 32-bit value over all bits. */
function mix32(value: number): number {
  let z = value >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  return (z ^ (z >>> 15)) >>> 0;
}

/** A seed derived from a base seed and a path of integers (e.g. round number, re-pair count). */
export function deriveSeed(seed: number, ...parts: number[]): number {
  let h = mix32(seed ^ 0x9e3779b9);
  for (const part of parts) h = mix32((h + Math.imul(part >>> 0, 0x85ebca6b) + 0x9e3779b9) >>> 0);
  return h;
}

export function seedRng(seed: number): RngState {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    return mix32(s);
  };
  let state: RngState = [next(), next(), next(), next()];
  // Discard the first outputs, as recommended for sfc32, so close seeds diverge.
  for (let i = 0; i < 12; i++) state = nextUint32(state).state;
  return state;
}

export function nextUint32(state: RngState): { value: number; state: RngState } {
  let [a, b, c, d] = state;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = (b ^ (b >>> 9)) >>> 0;
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  return { value: t, state: [a, b, c, d] };
}

/** A uniform integer in [0, bound), without modulo bias. */
export function nextInt(state: RngState, bound: number): { value: number; state: RngState } {
  if (!Number.isInteger(bound) || bound <= 0 || bound > 0x100000000) {
    throw new RangeError(`bound must be an integer in 1..2^32, got ${bound}`);
  }
  const limit = Math.floor(0x100000000 / bound) * bound;
  let current = state;
  for (;;) {
    const step = nextUint32(current);
    current = step.state;
    if (step.value < limit) return { value: step.value % bound, state: current };
  }
}

/** Fisher–Yates shuffle; returns a new array and the advanced state. */
export function shuffle<T>(items: readonly T[], state: RngState): { items: T[]; state: RngState } {
  const out = items.slice();
  let current = state;
  for (let i = out.length - 1; i > 0; i--) {
    const step = nextInt(current, i + 1);
    current = step.state;
    const j = step.value;
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return { items: out, state: current };
}
