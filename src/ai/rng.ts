// The agents' own seeded randomness: the engine's generator (sfc32) with a state of their own, kept
// apart from the game's RNG so thinking never moves the game's random sequence.
import { nextInt, nextUint32, seedRng, shuffleInPlace, type RngState } from '../engine/index.js';

export type AiRng = RngState;

export const seedAiRng = (seed: number): AiRng => seedRng(seed);
export const nextU32 = (s: AiRng): number => nextUint32(s);
export const randInt = (s: AiRng, n: number): number => nextInt(s, n);

export function randFloat(s: AiRng): number {
  return nextU32(s) / 0x100000000;
}

export function shuffle<T>(s: AiRng, items: T[]): T[] {
  shuffleInPlace(s, items);
  return items;
}
