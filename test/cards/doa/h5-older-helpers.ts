// Scenario helpers for the h5-older card tests (branch h5-u-older).
import { actingPlayers, legalActions } from '../../../src/engine/index.js';
import type { Action, GameState } from '../../../src/engine/index.js';
import { act } from './support.js';

const idOf = (a: Action): string | null => {
  if (a.type === 'chooseCard') return a.card;
  return a.type === 'chooseTarget' && a.target && 'id' in a.target ? (a.target.id as string) : null;
};

/**
 * Play on until `done` (by default: stack, triggers and decisions all empty): whenever the next id of `picks`
 * is offered as a choice it is chosen; each "may" takes the next answer of `mays` (no when there is none);
 * otherwise the acting player passes, orders a trigger, declines an optional choice, or pays a reserve cost.
 */
export function drive(s: GameState, picks: string[] = [], mays: boolean[] = [], done = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0, limit = 300): GameState {
  const queue = [...picks];
  const answers = [...mays];
  for (let i = 0; i < limit; i++) {
    if (done(s)) return s;
    const who = actingPlayers(s)[0];
    if (!who) return s;
    const legal = legalActions(s, who);
    const pick = queue.length ? legal.find((a) => idOf(a) === queue[0]) : undefined;
    if (pick) { queue.shift(); s = act(s, who, pick); continue; }
    if (s.pending?.kind === 'may' && legal.some((a) => a.type === 'mayAnswer')) { s = act(s, who, { type: 'mayAnswer', accept: answers.shift() ?? false }); continue; }
    const next = legal.find((a) => a.type === 'pass' || a.type === 'skipMaterialize' || a.type === 'orderTrigger' || (a.type === 'retaliate' && a.unit === null))
      ?? legal.find((a) => a.type === 'chooseTarget' && a.target === null)
      ?? legal.find((a) => a.type === 'noMoreTargets')
      ?? legal.find((a) => a.type === 'chooseReserve'); // a reserve cost: paid with the first cards offered
    if (!next) throw new Error(`drive: stuck on ${s.pending?.kind} (${JSON.stringify(legal).slice(0, 300)})`);
    s = act(s, who, next);
  }
  throw new Error('drive did not finish');
}

/** The ids offered to choose right now. */
export const choices = (s: GameState): string[] => {
  const who = actingPlayers(s)[0];
  return who ? legalActions(s, who).map(idOf).filter((x): x is string => x !== null) : [];
};
