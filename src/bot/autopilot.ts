import type { Action, GameEvent, GameState, PlayerId } from '../engine/types.js';
import type { PassStop } from '../store/records.js';
import type { PassingMode } from './play-settings.js';
import type { EnginePort } from './ports.js';

/**
 * Passing on a player's behalf, in the bot layer (the engine stays pure: these are ordinary
 * `pass` actions chosen from `legalActions`, applied inside the same match lock as a click).
 *
 * What the opponent can learn: the bot passes for a player exactly when `legalActions` offers
 * them nothing but passing (with `auto`), or while a stop they set holds. A card they hold but
 * cannot legally play (unaffordable, wrong speed, no target) changes nothing, so it never shows.
 * When a player is asked instead, the opponent sees the game wait for them: that they had
 * some legal option, never which one. `full control` players are asked at every window, so
 * even that does not show. All passes are made before the change is saved and published, so
 * their timing is the same whatever the hand holds.
 */

export type StopKind = PassStop['kind'];

/** At most this many passes in one settle: a guard against a loop, far above any real sequence. */
export const MAX_AUTO_PASSES = 2000;

const PASSING: ReadonlySet<Action['type']> = new Set(['pass', 'skipMaterialize']);

/** The passing answer among legal actions (pass, or not materializing), if any. */
export function passingAction(legal: readonly Action[]): Action | undefined {
  return legal.find((a) => PASSING.has(a.type));
}

/** True when passing is the only answer (conceding aside). */
export function onlyPassing(legal: readonly Action[]): boolean {
  const real = legal.filter((a) => a.type !== 'concede');
  return real.length === 1 && PASSING.has(real[0]!.type);
}

export function newStop(kind: StopKind, state: GameState): PassStop {
  return { kind, turn: state.turn, stack: state.stack.length, seen: false };
}

function turnPlayerId(state: GameState): PlayerId | undefined {
  return state.players[state.turnPlayer]?.id;
}

/** Whether a stop still tells the bot to pass for `player` in `state`. */
export function stopHolds(stop: PassStop, state: GameState, player: PlayerId): boolean {
  switch (stop.kind) {
    case 'endOfTurn':
      return state.turn === stop.turn;
    case 'myTurn':
      return state.turn === stop.turn || turnPlayerId(state) !== player;
    case 'event':
      return !stop.seen;
  }
}

/** Stops after the game moved from `before` to `after` with `events`: "something happens" stops note it. */
export function observeStops(stops: Record<PlayerId, PassStop>, after: GameState, events: readonly GameEvent[]): Record<PlayerId, PassStop> {
  let next = stops;
  const happened = events.some((e) => e.type === 'played' || e.type === 'attack');
  for (const [player, stop] of Object.entries(stops)) {
    if (stop.kind !== 'event' || stop.seen) continue;
    const seen = happened || after.stack.length > stop.stack;
    const updated: PassStop = { ...stop, seen, stack: Math.min(stop.stack, after.stack.length) };
    if (updated.seen !== stop.seen || updated.stack !== stop.stack) next = { ...next, [player]: updated };
  }
  return next;
}

export interface Settled {
  state: GameState;
  events: GameEvent[];
  stops: Record<PlayerId, PassStop>;
  /** Passes made for each player. */
  passes: Record<PlayerId, number>;
}

/**
 * Passes for whoever must act while they have nothing to do (`auto`) or a stop of theirs holds;
 * stops that no longer hold are dropped. Stops before anyone who must really choose.
 */
export function settle(
  engine: EnginePort,
  start: GameState,
  stops: Record<PlayerId, PassStop>,
  modes: Record<PlayerId, PassingMode>,
): Settled {
  let state = start;
  let current = stops;
  const events: GameEvent[] = [];
  const passes: Record<PlayerId, number> = {};
  for (let n = 0; n < MAX_AUTO_PASSES && !state.result; n++) {
    const player = engine.actingPlayers(state)[0];
    if (player === undefined) break;
    const legal = engine.legalActions(state, player);
    const pass = passingAction(legal);
    if (!pass) break;
    const stop = current[player];
    const holds = stop !== undefined && stopHolds(stop, state, player);
    if (stop && !holds) {
      current = { ...current };
      delete current[player];
    }
    if (!holds && !((modes[player] ?? 'auto') === 'auto' && onlyPassing(legal))) break;
    const outcome = engine.apply(state, player, pass);
    if (!outcome.ok) throw new Error(`a legal pass was refused: ${outcome.violation.message} (${outcome.violation.rule})`);
    state = outcome.state;
    events.push(...outcome.events);
    passes[player] = (passes[player] ?? 0) + 1;
    current = observeStops(current, state, outcome.events);
  }
  // Stops of a finished game mean nothing.
  return { state, events, stops: state.result ? {} : current, passes };
}
