// "Whenever you rest [this] to pay for the reserve cost of a [kind of] activation": a Reservable object rested to pay
// part of a card activation's reserve cost (glossary/keywords-and-abilities.md#reservable). One event per object rested,
// as the costs are paid; the event names the object rested and the card being activated.
import type { ActivationDraft, PlayerId } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { watch } from '../flow/triggers.js';

export function reservablesRested(ctx: Ctx, who: PlayerId, d: ActivationDraft, def: string): void {
  if (d.source.kind !== 'card' || d.source.via !== 'activate') return;
  for (const id of d.reserveObjects ?? []) {
    const o = ctx.s.objects[id];
    if (o) watch(ctx, { event: 'restedToPay', player: who, object: o, card: ctx.s.defs[def] });
  }
}
