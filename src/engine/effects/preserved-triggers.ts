// Phase triggers of a card lying Preserved in its owner's material deck (a recollection-phase trigger that asks for
// its own card to be Preserved there): game-mechanics/game-mechanics-abilities/README.md#general-rules
// (an ability naming the zone it works in works only there) and glossary/keywords-and-abilities.md#preserve (a Preserved
// card is face up in the material deck). The trigger is its owner's, with no source object, and remembers the card;
// it checks again as it resolves that the card is still Preserved there (the condition 'sourceCardPreserved').
import type { PendingTrigger, PlayerId } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { preservedCards } from './preserve.js';

/** Queue the turn player's preserved cards' triggers for the beginning of this phase (hook: flow/triggers.ts queuePhaseTriggers). */
export function queuePreservedPhaseTriggers(ctx: Ctx, phase: 'recollection' | 'end', turnPlayer: PlayerId, queue: (ctx: Ctx, t: Omit<PendingTrigger, 'id'>) => void): void {
  const s = ctx.s;
  if (!s.preserved?.length) return;
  for (const card of preservedCards(s, turnPlayer)) {
    const def = s.defs[s.cards[card]!.def]!;
    def.abilities.forEach((ab, index) => {
      if (ab.kind !== 'triggered' || !ab.whilePreserved || ab.trigger.on !== 'beginPhase' || ab.trigger.phase !== phase) return;
      queue(ctx, { controller: turnPlayer, source: null, def: def.slug, abilityIndex: index, card });
    });
  }
}
