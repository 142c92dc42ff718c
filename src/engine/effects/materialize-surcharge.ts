// "Cards that opponent materializes cost N more to materialize until the beginning of your next turn"
// (general-rules/general-rules-parts-of-a-card/parts-of-a-card-cost.md#parts-of-a-card-cost: cost increases
// add to the printed cost and every other modifier). Only materializations, never activations. The change
// ends as its controller's next turn begins (effects/durations.ts).
// Also "if N or more damage was dealt": the amount the trigger carries (the combat damage of the hit, for On Hit).
import type { Effect } from '../../cards/vocabulary.js';
import type { GameState, PlayerId, Resolution } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { player } from '../state/query.js';

type Surcharge = Extract<Effect, { op: 'materializeSurcharge' }>;

/** Record the surcharge on the controller of the trigger's event object (the champion that was hit). */
export function addMaterializeSurcharge(ctx: Ctx, r: Resolution, e: Surcharge): void {
  const s = ctx.s;
  const ev = r.item.eventObject ? s.objects[r.item.eventObject] : undefined;
  const who = ev?.controller;
  if (!who) return;
  s.materializeSurcharges = [...(s.materializeSurcharges ?? []), { player: who, amount: e.amount, controller: r.item.controller, duration: 'untilYourNextTurn', def: r.item.def }];
  logLine(ctx, `Cards ${player(s, who).name} materializes cost ${e.amount} more until ${player(s, r.item.controller).name}'s next turn.`, r.item.controller);
}

/** What the surcharges in force add to `who` materializing a card. */
export function materializeSurchargeDelta(s: GameState, who: PlayerId): number {
  return (s.materializeSurcharges ?? []).reduce((n, c) => n + (c.player === who ? c.amount : 0), 0);
}
