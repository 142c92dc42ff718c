import type { GameEvent, GameState, ObjectState } from '../types.js';

/** The working copy of one `apply` and the events it produces. */
export interface Ctx {
  s: GameState;
  events: GameEvent[];
  /** Counts game events in this `apply`: "whenever one or more" groups triggers of one batch. */
  batch?: number;
  /** Counters of the objects that left the field in this `apply`: last-known information (effects/mastery-abilities.ts). */
  leftObjects?: Record<string, { counters: ObjectState['counters']; types: string[] }>;
}

export function newId(s: GameState, prefix: string): string {
  return `${prefix}${s.nextId++}`;
}

export function nextTimestamp(s: GameState): number {
  return s.nextTimestamp++;
}

const LOG_LIMIT = 200;

export function logLine(ctx: Ctx, text: string, player?: string): void {
  const entry = player === undefined ? { turn: ctx.s.turn, text } : { turn: ctx.s.turn, player, text };
  ctx.s.log = ctx.s.log.length >= LOG_LIMIT ? [...ctx.s.log.slice(-LOG_LIMIT + 1), entry] : [...ctx.s.log, entry];
  ctx.events.push(player === undefined ? { type: 'log', text } : { type: 'log', text, player });
}
