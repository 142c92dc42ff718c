// Activating a card from the material deck. Cards are activated only from hand unless something
// says otherwise; a card with a memory cost that is activated instead of materialized still pays
// that memory cost, goes on the stack as an activation, and has nothing to do with the once-per-phase
// materialization (playing-cards-card-activation.md#general-rules, 1.9.1 to 1.9.3). The permission
// is a static ability of the card itself, read while the card is in its owner's material deck
// (a private zone: game-zones-material-deck.md#general-rules), with its condition and its own
// extra costs (vocabulary: StaticEffect 'activateFromMaterialDeck').
import { sacrificeCostChoices } from '../effects/sacrifice-cost.js';
import { banishCostChoices } from '../effects/banish-cost.js';
import { discardCostChoices } from '../effects/discard-cost.js';
import { alternativeCostChoices } from '../effects/alternative-costs.js';
import type { CardDef, MaterialDeckCost, StaticEffect } from '../../cards/vocabulary.js';
import type { ActivationDraft, CardId, GameState, PlayerId, RuleViolation, StackItem } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { RULES } from '../rules-refs.js';
import { cardDef, championOf, conditionMet, objDef, player } from '../state/query.js';
import { slugsWithAbility } from '../state/game-facts.js';
import { mutObj } from '../state/clone.js';
import { putCard, removeObject, takeFrom } from '../state/zones.js';
import { cardMatches } from './effects.js';
import { choiceCostOptions } from '../effects/choice-costs.js';
import { abilityCostPartChoices } from '../effects/ability-choice-costs.js';
import { banishingFromGraveyard } from '../effects/graveyard-banish-watch.js';

type Way = Extract<StaticEffect, { kind: 'activateFromMaterialDeck' }>;

const waySlugs = slugsWithAbility((ab) => ab.kind === 'static' && ab.effect.kind === 'activateFromMaterialDeck');

/** The card's own permission to be activated from the material deck whose condition holds now, if any. */
export function materialDeckWay(s: GameState, who: PlayerId, def: CardDef): Way | null {
  for (const ab of def.abilities) {
    if (ab.kind !== 'static' || ab.effect.kind !== 'activateFromMaterialDeck') continue;
    if (!ab.condition || conditionMet(s, who, ab.condition, undefined, [], undefined, def)) return ab.effect;
  }
  return null;
}

/** Cards of `who`'s material deck that could be activated from there now (games without such a card pay one set lookup). */
export function materialDeckCandidates(s: GameState, who: PlayerId): CardId[] {
  const slugs = waySlugs(s.defs);
  if (slugs.size === 0) return [];
  return player(s, who).materialDeck.filter((c) => slugs.has(s.cards[c]!.def));
}

/** The reserve the way asks on top of the memory cost. */
export function materialDeckReserve(way: Way | null): number {
  return (way?.costs ?? []).reduce((n, c) => n + (c.kind === 'reserve' ? c.value : 0), 0);
}

/** The objects or graveyard cards a choice-cost could be paid with (nothing yet chosen). */
function partOptions(s: GameState, who: PlayerId, c: MaterialDeckCost): string[] {
  if (c.kind === 'sacrifice') {
    return s.field.filter((id) => {
      const o = s.objects[id]!;
      return o.controller === who && cardMatches(objDef(s, o), c.filter);
    });
  }
  if (c.kind === 'banishFromGraveyard') return player(s, who).graveyard.filter((card) => cardMatches(cardDef(s, card), c.filter));
  return [];
}

const partCount = (c: MaterialDeckCost): number => (c.kind === 'sacrifice' ? 1 : c.kind === 'banishFromGraveyard' ? c.count : 0);

/** Why the way's extra costs can't be paid now (the reserve is checked with the rest of the costs). */
function extraCostProblem(s: GameState, who: PlayerId, way: Way): RuleViolation | null {
  for (const c of way.costs ?? []) {
    if (c.kind === 'removeChampionCounters' && (championOf(s, who)?.counters[c.counter] ?? 0) < c.count) {
      return { message: `Your champion needs ${c.count} ${c.counter} counter(s) to pay for this.`, rule: RULES.counters };
    }
    if (partOptions(s, who, c).length < partCount(c)) return { message: 'You cannot pay the extra cost of activating it from your material deck.', rule: RULES.cost };
  }
  if (player(s, who).hand.length < materialDeckReserve(way)) return { message: 'You cannot pay the reserve cost of activating it from your material deck.', rule: RULES.cost };
  return null;
}

/**
 * Why this card can't be activated from the material deck now: no permission that holds, or the
 * activation itself (`check`: the usual card activation checks, from that zone) or its extra costs fail.
 */
export function materialDeckProblem(s: GameState, who: PlayerId, card: CardId, check: () => RuleViolation | null): RuleViolation | null {
  if (!player(s, who).materialDeck.includes(card)) return { message: 'That card is not in your material deck.', rule: RULES.materialDeck };
  const def = cardDef(s, card);
  const way = materialDeckWay(s, who, def);
  if (!way) return { message: `${def.name} can't be activated from your material deck now.`, rule: RULES.activation };
  return check() ?? extraCostProblem(s, who, way);
}

/** What may still be chosen to pay the way's choice-costs (sacrifices, graveyard cards), in the order of its costs. */
export function costPartChoices(s: GameState, who: PlayerId, d: ActivationDraft): string[] {
  if (d.source.kind === 'ability') {
    const cards = abilityCostPartChoices(s, who, d); // an ability's card costs (effects/ability-choice-costs.ts)
    if (cards.length > 0) return cards;
  }
  if (d.zone !== 'materialDeck' && d.source.kind === 'card' && d.source.via === 'activate') return [...sacrificeCostChoices(s, who, d), ...banishCostChoices(s, who, d), ...discardCostChoices(s, who, d), ...alternativeCostChoices(s, who, d)]; // effects/sacrifice-cost.ts, banish-cost.ts, discard-cost.ts, alternative-costs.ts
  if (d.zone !== 'materialDeck' || d.source.kind !== 'card') return choiceCostOptions(s, who, d); // effects/choice-costs.ts
  const way = materialDeckWay(s, who, cardDef(s, d.source.card));
  const chosen = d.costParts ?? [];
  let used = 0;
  for (const c of way?.costs ?? []) {
    const n = partCount(c);
    if (n === 0) continue;
    const mine = chosen.slice(used, used + n);
    if (mine.length < n) return partOptions(s, who, c).filter((id) => !chosen.includes(id));
    used += n;
  }
  return [];
}

/** Pay the way's costs besides memory and reserve, and mark how the object will enter (at commit time). */
export function payMaterialDeckCosts(ctx: Ctx, who: PlayerId, d: ActivationDraft, def: CardDef): Pick<StackItem, 'ephemeral' | 'entersRested'> {
  const s = ctx.s;
  const way = materialDeckWay(s, who, def);
  for (const c of way?.costs ?? []) {
    if (c.kind !== 'removeChampionCounters') continue;
    const champ = mutObj(s, championOf(s, who)!.id);
    champ.counters[c.counter] = (champ.counters[c.counter] ?? 0) - c.count;
  }
  for (const id of d.costParts ?? []) {
    if (s.objects[id]) removeObject(ctx, id, 'graveyard', 'sacrificed');
    else {
      if (player(s, who).graveyard.includes(id)) banishingFromGraveyard(ctx, id); // effects/graveyard-banish-watch.ts
      if (takeFrom(player(s, who), 'graveyard', id)) putCard(ctx, id, 'banishment');
    }
  }
  return { ...(way?.enters === 'ephemeral' ? { ephemeral: true } : {}), ...(way?.enters === 'rested' ? { entersRested: true } : {}) };
}
