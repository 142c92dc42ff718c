// A card activation that moves itself as it resolves: "banish [this card]" or "put [this card] into its owner's
// memory" (game-mechanics/game-mechanics-playing-cards/playing-cards-resolution.md#general-rules: a resolved card
// activation goes to the graveyard unless an effect puts it elsewhere; glossary/game-terms.md#banish). The card
// leaves the stack for that zone of its owner at once; once it is there, the end of the resolution leaves it
// there. A copy, having no card, has nothing to move.
import type { CardId, GameState, Resolution } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, player } from '../state/query.js';
import { putCard } from '../state/zones.js';
import { addCardCounters } from './counters.js';
import { watch } from '../flow/triggers.js';

/** 'banishThisCard': the resolving card goes to its owner's banishment now (once); `omen`: with an omen counter on it (game-mechanics/game-mechanics-counters.md#omen). */
export function banishThisCard(ctx: Ctx, r: Resolution, omen = false): void {
  const card = r.item.card;
  if (!card || r.item.kind !== 'activation' || alreadyPlaced(ctx.s, card)) return;
  const landed = putCard(ctx, card, 'banishment');
  logLine(ctx, `${cardDef(ctx.s, card).name} is banished${omen && landed === 'banishment' ? ' as an omen' : ''} as it resolves.`, r.item.controller);
  if (!omen || landed !== 'banishment') return;
  addCardCounters(ctx.s, card, 'omen', 1);
  watch(ctx, { event: 'omenCounter', player: ctx.s.cards[card]!.owner, card: cardDef(ctx.s, card) });
}

/** 'resolvingCardToMemory': the resolving card goes to its owner's memory now (once). */
export function resolvingCardToMemory(ctx: Ctx, r: Resolution): void {
  const card = r.item.card;
  if (!card || r.item.kind !== 'activation' || alreadyPlaced(ctx.s, card)) return;
  const dest = putCard(ctx, card, 'memory');
  logLine(ctx, `${cardDef(ctx.s, card).name} is put into ${player(ctx.s, ctx.s.cards[card]!.owner).name}'s ${dest === 'memory' ? 'memory' : dest}.`, r.item.controller);
}

/** Is the resolving card already in one of its owner's zones it can move itself to (so nothing else moves it as the resolution ends; the material deck: effects/resolving-card-preserve.ts)? */
export function alreadyPlaced(s: GameState, card: CardId): boolean {
  const owner = s.cards[card] ? player(s, s.cards[card]!.owner) : undefined;
  return !!owner && (owner.memory.includes(card) || owner.hand.includes(card) || owner.banishment.includes(card) || owner.materialDeck.includes(card));
}
