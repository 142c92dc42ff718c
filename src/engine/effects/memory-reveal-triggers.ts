// "Whenever you reveal this card from your memory, …": a triggered ability of a card in its owner's memory
// (glossary/game-terms.md#reveal). It triggers when its owner reveals it from memory by an effect, once per
// reveal; it has no source object, and its owner controls it. Its condition (an Element or Class Bonus) is
// read for that card as it is revealed, and again as the trigger is put on the stack.
import type { CardId, PlayerId } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { cardDef, conditionMet } from '../state/query.js';
import { addPendingTrigger } from '../flow/triggers.js';

export function queueMemoryRevealTriggers(ctx: Ctx, who: PlayerId, cards: readonly CardId[]): void {
  const s = ctx.s;
  for (const card of cards) {
    if (s.cards[card]?.owner !== who) continue;
    const def = cardDef(s, card);
    def.abilities.forEach((ab, index) => {
      if (ab.kind !== 'triggered' || ab.trigger.on !== 'revealedFromMemory') return;
      if (ab.condition && !conditionMet(s, who, ab.condition, undefined, [], undefined, def)) return;
      addPendingTrigger(s, { controller: who, source: null, def: def.slug, abilityIndex: index, card });
    });
  }
}
