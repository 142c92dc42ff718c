// Foster, On Foster and the fostered property (glossary/keywords-and-abilities.md#foster,
// #on-foster; glossary/game-terms.md#fostered). Foster itself is a built-in triggered ability
// (effects/keyword-abilities.ts) with an intervening condition: the unit was not dealt damage since
// the end of its controller's previous turn. Damage sets `damagedSinceLastTurn`; the end of the
// controller's turn clears it.
import type { ObjectState, PlayerId } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { queueObjectTriggers, watch } from '../flow/triggers.js';
import { objDef } from '../state/query.js';
import { mutObj } from '../state/clone.js';

/** The unit becomes fostered (only once: a fostered unit stays so and does not trigger again). */
export function becomeFostered(ctx: Ctx, o: ObjectState): void {
  const d = objDef(ctx.s, o);
  if (o.fostered || !(d.types.includes('ALLY') || d.types.includes('CHAMPION'))) return;
  mutObj(ctx.s, o.id).fostered = true;
  logLine(ctx, `${d.name} becomes fostered.`, o.controller);
  queueObjectTriggers(ctx, ctx.s.objects[o.id]!, 'foster');
  watch(ctx, { event: 'becomesFostered', player: o.controller, object: ctx.s.objects[o.id]! }); // "whenever an ally you control becomes fostered"
}

/** At the end of `who`'s turn: what their objects were dealt so far no longer counts for Foster. */
export function endTurnForFoster(ctx: Ctx, who: PlayerId): void {
  for (const id of ctx.s.field) {
    const o = ctx.s.objects[id]!;
    if (o.controller === who && o.damagedSinceLastTurn) mutObj(ctx.s, id).damagedSinceLastTurn = false;
  }
}
