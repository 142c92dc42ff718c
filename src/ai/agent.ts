import type { Action, GameState, PlayerId } from '../engine/index.js';

/** Something that picks one of the legal actions. Agents keep their own seeded randomness. */
export interface Agent {
  choose(state: GameState, player: PlayerId, actions: Action[]): Action;
}

export type Level = 'easy' | 'normal' | 'hard';
export const LEVELS: readonly Level[] = ['easy', 'normal', 'hard'];
