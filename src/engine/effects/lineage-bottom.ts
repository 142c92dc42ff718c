// "Put this card on the bottom of [a champion]'s lineage" said by a card that is not an object as it happens
// (glossary/game-terms.md#lineage-term, glossary/game-terms.md#inner-lineage): the activation's own card as it
// resolves (an action), or an attack card in the intent (its On Hit). The card goes straight from the stack or
// the intent (or the graveyard, see lineageCardOf) to the bottom of that champion's inner lineage, so it does not go to the graveyard afterwards,
// and its Inherited Effects work for that champion from then on. An object saying it uses lineage-insertion.ts.
import type { CardId, GameState, ObjectId, StackItem } from '../types.js';
import { logLine, nextTimestamp, type Ctx } from '../flow/ctx.js';
import { mutObj } from '../state/clone.js';
import { cardDef, player } from '../state/query.js';
import { takeFrom } from '../state/zones.js';

/** The card this stack item may put into a lineage: its own card (an activation), or its attack card in the intent. */
export function lineageCardOf(s: GameState, item: StackItem): CardId | null {
  if (item.kind === 'activation' && item.card) return cardInLineage(s, item.card) ? null : item.card;
  if (item.kind === 'trigger') {
    const src = item.source ? s.objects[item.source] : undefined;
    if (!src) return diedCard(s, item);
    if (src.def === item.def) return null; // an object's own ability: the object goes (lineage-insertion.ts)
    // An attack card's On Hit: the card in the intent, or, once the intent has been emptied into the graveyard as
    // combat damage finished (flow/phases.ts finishDamageStep), the latest card of that kind in its owner's graveyard.
    const inIntent = s.combat?.intent.find((c) => s.cards[c]!.def === item.def);
    if (inIntent) return inIntent;
    const grave = player(s, item.controller).graveyard;
    for (let i = grave.length - 1; i >= 0; i--) if (s.cards[grave[i]!]!.def === item.def) return grave[i]!;
  }
  return null;
}

/**
 * An object's own On Death ("put this on the bottom of your champion's lineage"): the object is gone, so its card
 * goes from its owner's graveyard, where it died to; if it is no longer there (banished, returned), nothing moves.
 */
function diedCard(s: GameState, item: StackItem): CardId | null {
  const card = item.eventCard;
  const ability = item.abilityIndex !== undefined ? s.defs[item.def]?.abilities[item.abilityIndex] : undefined;
  if (ability?.kind !== 'triggered' || ability.trigger.on !== 'death') return null; // only the object's own On Death
  if (!card || s.cards[card]?.def !== item.def) return null;
  return player(s, s.cards[card]!.owner).graveyard.includes(card) ? card : null;
}

/** Is the card in some champion's inner lineage? */
export function cardInLineage(s: GameState, card: CardId): boolean {
  return s.field.some((id) => s.objects[id]!.lineage.includes(card));
}

/** Put the card (on the stack or in the intent) on the bottom of the champion's inner lineage. */
export function putCardIntoLineage(ctx: Ctx, card: CardId, championId: ObjectId): void {
  const s = ctx.s;
  if (!s.objects[championId]) return;
  if (s.combat?.intent.includes(card)) s.combat = { ...s.combat, intent: s.combat.intent.filter((c) => c !== card) };
  takeFrom(player(s, s.cards[card]!.owner), 'graveyard', card);
  const m = mutObj(s, championId);
  m.lineage = [card, ...m.lineage];
  m.lineageTimestamps = { ...m.lineageTimestamps, [card]: nextTimestamp(s) };
  logLine(ctx, `${cardDef(s, card).name} is put on the bottom of ${player(s, m.controller).name}'s champion's lineage.`, m.controller);
}
