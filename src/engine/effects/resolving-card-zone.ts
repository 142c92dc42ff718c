// "Put [this card] into its owner's memory" as the card resolves (game-mechanics/game-mechanics-playing-cards/playing-cards-resolution.md#general-rules:
// a resolved card activation goes to the graveyard unless an effect puts it elsewhere). The card leaves the
// stack for its owner's memory at once; once it is in a zone of its owner, the end of the resolution leaves it there.
import type { CardId, GameState, Resolution } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, player } from '../state/query.js';
import { putCard } from '../state/zones.js';

export function resolvingCardToMemory(ctx: Ctx, r: Resolution): void {
  const card = r.item.card;
  if (!card || r.item.kind !== 'activation' || alreadyPlaced(ctx.s, card)) return;
  const dest = putCard(ctx, card, 'memory');
  logLine(ctx, `${cardDef(ctx.s, card).name} is put into ${player(ctx.s, ctx.s.cards[card]!.owner).name}'s ${dest === 'memory' ? 'memory' : dest}.`, r.item.controller);
}

/** Is the resolving card already in one of its owner's zones (moved there by its own effect)? */
export function alreadyPlaced(s: GameState, card: CardId): boolean {
  const owner = s.cards[card] ? player(s, s.cards[card]!.owner) : undefined;
  return !!owner && (owner.memory.includes(card) || owner.hand.includes(card));
}
