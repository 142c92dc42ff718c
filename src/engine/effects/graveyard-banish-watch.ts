// "Whenever a card with Floating Memory is banished from your graveyard": one event for each such card, whoever
// banishes it and for whatever reason (a Floating Memory payment, Kindle, a cost, an effect), the player being the
// graveyard's owner (glossary/keywords-and-abilities.md#floating-memory; game-mechanics-abilities/abilities-triggered-abilities.md).
// Each place that moves a card from a graveyard to a banishment calls this just before the move, while the card
// still has the Floating Memory it had in the graveyard (an ability granting it there would no longer apply once it left).
import type { CardId } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { watch } from '../flow/triggers.js';
import { cardDef, floatingMemoryCards } from '../state/query.js';

export function banishingFromGraveyard(ctx: Ctx, card: CardId): void {
  const s = ctx.s;
  const owner = s.cards[card]?.owner;
  if (!owner || !floatingMemoryCards(s, owner).includes(card)) return;
  watch(ctx, { event: 'floatingBanishedFromGraveyard', player: owner, card: cardDef(s, card) });
}
