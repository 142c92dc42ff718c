// "Put [this card] into its owner's material deck preserved", said by a resolving card activation about itself
// (glossary/keywords-and-abilities.md#preserve: a Preserved card lies face up in its owner's material deck, and its
// owner may return it to hand instead of materializing; playing-cards-resolution.md#general-rules: a resolved card
// goes to the graveyard unless an effect puts it elsewhere). The card leaves the stack at once for the material deck,
// preserved; the end of the resolution then leaves it there (effects/resolving-card-zone.ts alreadyPlaced). A copy,
// having no card, has nothing to move.
import type { Resolution } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { alreadyPlaced } from './resolving-card-zone.js';
import { markPreserved } from './preserve.js';

/** 'preserveThisCard': the resolving card goes to its owner's material deck, preserved (once). */
export function preserveThisCard(ctx: Ctx, r: Resolution): void {
  const card = r.item.card;
  if (!card || r.item.kind !== 'activation' || !ctx.s.cards[card] || alreadyPlaced(ctx.s, card)) return;
  markPreserved(ctx, card);
}
