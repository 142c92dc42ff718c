// An attack card's own On Hit that moves the card itself: "return [this card] to its owner's hand", "put [it]
// into its owner's memory", "banish [it] and put an omen counter on it" (glossary/game-terms.md#banish,
// game-mechanics/game-mechanics-counters.md#omen). The card is found where it is as the ability resolves: in the
// intent, or, once the end of combat has put the intent's cards into their owners' graveyards
// (combat-phase-end-of-combat-step.md#general-rules), in its owner's graveyard (the latest card of that kind there:
// effects/lineage-bottom.ts lineageCardOf). A card no longer in either place stays where it is.
import type { StackItem } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, player } from '../state/query.js';
import { putCard, takeFrom } from '../state/zones.js';
import { lineageCardOf } from './lineage-bottom.js';
import { addCardCounters } from './counters.js';
import { banishingFromGraveyard } from './graveyard-banish-watch.js';
import { watch } from '../flow/triggers.js';

export function attackCardTo(ctx: Ctx, item: StackItem, to: 'hand' | 'memory' | 'omen'): void {
  const s = ctx.s;
  if (item.kind !== 'trigger' || !s.defs[item.def]?.types.includes('ATTACK')) return;
  const card = lineageCardOf(s, item);
  if (!card) return;
  const owner = player(s, s.cards[card]!.owner);
  if (s.combat?.intent.includes(card)) s.combat = { ...s.combat, intent: s.combat.intent.filter((c) => c !== card) };
  else if (owner.graveyard.includes(card)) {
    if (to === 'omen') banishingFromGraveyard(ctx, card); // effects/graveyard-banish-watch.ts
    takeFrom(owner, 'graveyard', card);
  } else return;
  const dest = putCard(ctx, card, to === 'omen' ? 'banishment' : to);
  const name = cardDef(s, card).name;
  if (to === 'omen' && dest === 'banishment') {
    addCardCounters(s, card, 'omen', 1);
    logLine(ctx, `${name} is banished as an omen.`, item.controller);
    watch(ctx, { event: 'omenCounter', player: owner.id, card: cardDef(s, card) });
    return;
  }
  logLine(ctx, `${name} goes to ${owner.name}'s ${dest === 'mainDeck' ? 'deck' : dest}.`, item.controller);
}
