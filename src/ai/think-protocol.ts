import type { Action, GameState, PlayerId } from '../engine/index.js';
import type { Level } from './agent.js';

export interface ThinkWorkerData {
  /** Nice value of the thread (Linux), so the event loop's thread gets a core first. */
  niceness: number;
}

export interface ThinkRequest {
  id: number;
  state: GameState;
  player: PlayerId;
  level: Level;
  /** The decision's seed: with the same state and seed, the same level picks the same action (within its time cap). */
  seed: number;
}

export type ThinkReply =
  | { type: 'ready' }
  | { type: 'done'; id: number; action: Action; ms: number }
  | { type: 'failed'; id: number; error: string };
