import type { Action, GameState, PlayerId } from '../engine/types.js';
import type { MatchRecord, TurnTimer } from '../store/records.js';
import type { EnginePort } from './ports.js';

export interface TimerSettings {
  turnMs: number;
  warningMs: number;
  timeoutsBeforeForfeit: number;
}

/** The timer of whoever must act in `state`: kept while the same player faces the same version. */
export function nextTimer(engine: EnginePort, previous: TurnTimer | null, state: GameState, now: number, settings: TimerSettings): TurnTimer | null {
  if (state.result) return null;
  const player = engine.actingPlayers(state)[0];
  if (player === undefined) return null;
  if (previous && previous.player === player && previous.version === state.version) return previous;
  return { player, version: state.version, warnAt: now + settings.turnMs - settings.warningMs, deadline: now + settings.turnMs, warned: false };
}

/** The record after the game moved to `state` because `actor` acted (null: the bot acted for a timeout). */
export function advanceRecord(
  engine: EnginePort,
  record: MatchRecord,
  state: GameState,
  actor: PlayerId | null,
  now: number,
  settings: TimerSettings,
): MatchRecord {
  const timeouts = { ...record.meta.timeouts };
  if (actor) timeouts[actor] = 0;
  return {
    ...record,
    state,
    meta: {
      ...record.meta,
      timeouts,
      timer: nextTimer(engine, record.meta.timer, state, now, settings),
      finishedAt: state.result ? (record.meta.finishedAt ?? now) : null,
    },
  };
}

/** What the bot does for an idle player: the plainest answer that keeps the game moving. */
export function timeoutAction(legal: readonly Action[]): Action | null {
  const preference: Action['type'][] = ['pass', 'skipMaterialize', 'cancel'];
  for (const type of preference) {
    const found = legal.find((a) => a.type === type);
    if (found) return found;
  }
  const decline = legal.find((a) => (a.type === 'mayAnswer' && !a.accept) || (a.type === 'retaliate' && a.unit === null));
  if (decline) return decline;
  return legal.find((a) => a.type !== 'concede') ?? null;
}
