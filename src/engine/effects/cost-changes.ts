// Cost changes made by a resolution for the rest of the turn (general-rules/general-rules-parts-of-a-card/
// parts-of-a-card-cost.md#parts-of-a-card-cost, rules 6-7): a discount on one upcoming card of a kind its
// player activates this turn, or a surcharge on every card the opponents activate this turn. They modify activation costs only
// (never a materialization) and add to every other modifier. A `next` change is used up by the first card
// it fits that its player activates, whether or not the change lowered what was paid.
import type { CardDef, CardFilter, Effect } from '../../cards/vocabulary.js';
import type { GameState, PlayerId } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { opponents } from '../state/query.js';
import { cardMatches } from '../play/effects.js';

type CostChangeEffect = Extract<Effect, { op: 'costChange' }>;

/** Record the change for the players it is about (relative to the controller of the effect). */
export function addCostChange(ctx: Ctx, controller: PlayerId, e: CostChangeEffect, def: string): void {
  const s = ctx.s;
  const players = e.who === 'you' ? [controller] : opponents(s, controller).map((p) => p.id);
  s.costChanges = [
    ...(s.costChanges ?? []),
    ...players.map((player) => ({ player, amount: e.amount, filter: e.filter ?? {}, next: !!e.next, def })),
  ];
}

/** The sum of this turn's cost changes that apply to `who` activating `def`. */
export function costChangeDelta(s: GameState, who: PlayerId, def: CardDef, via: 'activate' | 'materialize' | 'bestow'): number {
  if (via !== 'activate' || !s.costChanges?.length) return 0;
  let delta = 0;
  for (const c of s.costChanges) if (c.player === who && cardMatches(def, c.filter)) delta += c.amount;
  return delta;
}

/** `who` has activated `def`: the "next card" changes it fits are used up. */
export function useNextCostChanges(s: GameState, who: PlayerId, def: CardDef): void {
  if (!s.costChanges?.some((c) => c.next)) return;
  s.costChanges = s.costChanges.filter((c) => !(c.next && c.player === who && cardMatches(def, c.filter)));
}

/** Clean-up: the changes last the turn. */
export function endTurnCostChanges(s: GameState): void {
  if (s.costChanges?.length) s.costChanges = [];
}

export type { CardFilter };
