// "As an additional cost to activate this card, banish N [kind of] cards from your graveyard"
// (general-rules/general-rules-parts-of-a-card/parts-of-a-card-cost.md#parts-of-a-card-cost: additional costs are
// paid with the other costs; glossary/game-terms.md#banish). The card can't be activated without enough such cards;
// the player picks them one by one with the costs (the draft's 'costParts' stage), and they are banished as the
// activation is committed. A card fits when it fits any of the filters; `floatingMemory`: only cards that have
// Floating Memory for their owner. A copy or a materialization asks nothing. Also: the amount source
// 'eventObjectDamage' (damage counters on the trigger's event object, e.g. the hit champion).
// With `from: 'materialDeck'`, the cards come from the player's own material deck (a private zone the player looks
// at: game-mechanics/game-mechanics-game-zones/game-zones-material-deck.md#general-rules), `preserved`: only its
// Preserved cards (glossary/keywords-and-abilities.md#preserve).
import type { ActivationDraft, CardId, GameState, PlayerId, RuleViolation, StackItem } from '../types.js';
import type { CardDef } from '../../cards/vocabulary.js';
import type { Ctx } from '../flow/ctx.js';
import { RULES } from '../rules-refs.js';
import { cardDef, floatingMemoryCards, player } from '../state/query.js';
import { putCard, takeFrom } from '../state/zones.js';
import { cardMatches } from '../play/effects.js';
import { preservedCards } from './preserve.js';
import { banishingFromGraveyard } from './graveyard-banish-watch.js';

function candidates(s: GameState, who: PlayerId, def: CardDef): CardId[] {
  const cost = def.banishAsCost;
  if (!cost) return [];
  if (cost.from === 'materialDeck') {
    const pool = cost.preserved ? preservedCards(s, who) : player(s, who).materialDeck;
    return pool.filter((c) => cost.anyOf.length === 0 || cost.anyOf.some((f) => cardMatches(cardDef(s, c), f)));
  }
  const floating = cost.floatingMemory ? floatingMemoryCards(s, who) : null;
  return player(s, who).graveyard.filter((c) => (!floating || floating.includes(c)) && (cost.anyOf.length === 0 || cost.anyOf.some((f) => cardMatches(cardDef(s, c), f))));
}

/** Why the card can't be activated: too few such cards in the graveyard for its additional cost. */
export function banishCostProblem(s: GameState, who: PlayerId, def: CardDef): RuleViolation | null {
  if (!def.banishAsCost || candidates(s, who, def).length >= def.banishAsCost.count) return null;
  return { message: `Activating ${def.name} asks you to banish ${def.banishAsCost.count} card(s) from your ${def.banishAsCost.from === 'materialDeck' ? 'material deck' : 'graveyard'} that you do not have.`, rule: RULES.cost };
}

/** Graveyard cards that may still be picked to pay the banishment (none once enough are picked). */
export function banishCostChoices(s: GameState, who: PlayerId, d: ActivationDraft): string[] {
  if (d.source.kind !== 'card') return [];
  const def = cardDef(s, d.source.card);
  const chosen = d.costParts ?? [];
  if (!def.banishAsCost || chosen.length >= def.banishAsCost.count) return [];
  return candidates(s, who, def).filter((id) => !chosen.includes(id));
}

/** Banish the picked cards, as the activation is committed. */
export function payBanishCost(ctx: Ctx, who: PlayerId, d: ActivationDraft): void {
  const cost = d.source.kind === 'card' ? cardDef(ctx.s, d.source.card).banishAsCost : undefined;
  if (!cost) return;
  const zone = cost.from === 'materialDeck' ? 'materialDeck' : 'graveyard';
  for (const id of d.costParts ?? []) {
    if (zone === 'graveyard' && player(ctx.s, who).graveyard.includes(id)) banishingFromGraveyard(ctx, id); // effects/graveyard-banish-watch.ts
    if (takeFrom(player(ctx.s, who), zone, id)) putCard(ctx, id, 'banishment');
  }
}

/** The damage counters on the trigger's event object (a champion's damage; 0 once it has left), times `times`. */
export function eventObjectDamage(s: GameState, item: StackItem, times = 1): number {
  const o = item.eventObject ? s.objects[item.eventObject] : undefined;
  return (o?.damage ?? 0) * times;
}
