import type { GameEvent, GameState, ObjectState } from '../types.js';

/** The working copy of one `apply` and the events it produces. */
export interface Ctx {
  s: GameState;
  events: GameEvent[];
  /** Counts game events in this `apply`: "whenever one or more" groups triggers of one batch. */
  batch?: number;
  /** Counters of the objects that left the field in this `apply`: last-known information (effects/mastery-abilities.ts). */
  leftObjects?: Record<string, { counters: ObjectState['counters']; types: string[]; /** A unit's life as it left (effects/killed-life.ts). */ life?: number; /** Why it left, after replacements. */ reason?: string; /** A unit's subtypes and keywords as it left (effects/killed-lki.ts). */ lki?: import('../effects/killed-lki.js').KilledLki }>;
  /** The state this apply started from had just been through the state-based checks with nothing to do. */
  settledInput?: boolean;
  /**
   * Set when the input only handed Opportunity on to the next player. From a settled input, the game
   * is otherwise as the state-based checks left it, so `advance` need not run them again.
   */
  opportunityPassedOn?: boolean;
  /** The input was a pass that closed a window on an empty stack: only the phase step and Opportunity changed. */
  windowClosed?: boolean;
  /** The phase step just taken ended by running the state-based checks, and changed nothing they read after. */
  checkedInStep?: boolean;
  /** The log array is this apply's own copy (copied on the first line written). */
  logOwned?: boolean;
}

export function newId(s: GameState, prefix: string): string {
  return `${prefix}${s.nextId++}`;
}

export function nextTimestamp(s: GameState): number {
  return s.nextTimestamp++;
}

const LOG_LIMIT = 60;

/** Counts log lines written in this process: a cheap sign that something happened (effects/continuous.ts memo). */
let linesWritten = 0;
export function logSerial(): number {
  return linesWritten;
}

export function logLine(ctx: Ctx, text: string, player?: string): void {
  const entry = player === undefined ? { turn: ctx.s.turn, text } : { turn: ctx.s.turn, player, text };
  // The log is shared with earlier states: copied once per apply, then appended to.
  if (!ctx.logOwned) {
    ctx.s.log = ctx.s.log.slice(-LOG_LIMIT + 1);
    ctx.logOwned = true;
  } else if (ctx.s.log.length >= LOG_LIMIT) ctx.s.log.splice(0, ctx.s.log.length - LOG_LIMIT + 1);
  ctx.s.log.push(entry);
  linesWritten++;
  ctx.events.push(player === undefined ? { type: 'log', text } : { type: 'log', text, player });
}
