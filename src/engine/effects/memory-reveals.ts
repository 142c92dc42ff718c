// Revealing cards from one's memory (glossary/game-terms.md#reveal; the memory is private:
// game-mechanics/game-mechanics-game-zones/game-zones-memory.md#general-rules). Each card revealed from a player's
// memory is an event: "whenever you reveal a [kind] card from your memory" abilities watch it (an attack card's, from
// the intent, too), and the revealed card's own "whenever you reveal this card from your memory" ability triggers,
// working from the memory (game-mechanics/game-mechanics-abilities/README.md#general-rules): its owner's trigger, with
// no source object, remembering the card. "Put a card named N from your memory onto the field" goes with it.
import type { Effect } from '../../cards/vocabulary.js';
import type { CardId, PlayerId, Resolution } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { addPendingTrigger, watch } from '../flow/triggers.js';
import { cardDef, conditionMet, player } from '../state/query.js';
import { createObject, takeFrom } from '../state/zones.js';
import { runNext } from '../play/run-next.js';

/** `owner` revealed these cards of their memory (hook: every effect that reveals memory cards). */
export function revealedFromMemory(ctx: Ctx, owner: PlayerId, cards: readonly CardId[]): void {
  for (const card of cards) {
    if (ctx.s.cards[card]?.owner !== owner) continue;
    const def = cardDef(ctx.s, card);
    watch(ctx, { event: 'revealsFromMemory', player: owner, card: def });
    def.abilities.forEach((ab, index) => {
      if (ab.kind !== 'triggered' || ab.trigger.on !== 'revealedFromMemory') return;
      // Its condition (an Element or Class Bonus) is read for that card as it is revealed, and again as the trigger goes on the stack.
      if (ab.condition && !conditionMet(ctx.s, owner, ab.condition, undefined, [], undefined, def)) return;
      addPendingTrigger(ctx.s, { controller: owner, source: null, def: def.slug, abilityIndex: index, card });
    });
  }
}

/** "You may put a card named N from your memory onto the field. If you do, …" (the may around it is the script's). */
export function memoryCardToField(ctx: Ctx, r: Resolution, e: Extract<Effect, { op: 'memoryCardToField' }>): void {
  const p = player(ctx.s, r.item.controller);
  const card = p.memory.find((c) => cardDef(ctx.s, c).name === e.name);
  if (!card || !takeFrom(p, 'memory', card)) return;
  createObject(ctx, { card, def: ctx.s.cards[card]!.def, controller: p.id, owner: ctx.s.cards[card]!.owner });
  logLine(ctx, `${p.name} puts ${e.name} from their memory onto the field.`, p.id);
  if (e.then?.length) runNext(r, e.then);
}
