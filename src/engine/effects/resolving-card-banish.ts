// "Banish [this card]" said by a card activation's own effects: the card being resolved leaves the stack for
// its owner's banishment at that point of its resolution, and so it is not put into the graveyard as the
// resolution ends (game-mechanics/game-mechanics-playing-cards/playing-cards-resolution.md#general-rules;
// glossary/game-terms.md#banish). A copy, having no card, has nothing to banish.
import type { CardId, GameState, Resolution } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, player } from '../state/query.js';
import { putCard } from '../state/zones.js';

/** The resolving card goes to banishment now (once). */
export function banishThisCard(ctx: Ctx, r: Resolution): void {
  const card = r.item.card;
  if (!card || r.item.kind !== 'activation' || banishedWhileResolving(ctx.s, card)) return;
  putCard(ctx, card, 'banishment');
  logLine(ctx, `${cardDef(ctx.s, card).name} is banished as it resolves.`, r.item.controller);
}

/** Is this resolving card already in its owner's banishment (so nothing else moves it as the resolution ends)? */
export function banishedWhileResolving(s: GameState, card: CardId): boolean {
  const c = s.cards[card];
  return !!c && player(s, c.owner).banishment.includes(card);
}
