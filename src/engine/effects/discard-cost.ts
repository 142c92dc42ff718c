// Discarding as a cost (glossary/game-terms.md#discard: discarding can be an additional cost of playing a card or of
// activating an ability, done before it is fully played or activated): a card's "as an additional cost to activate
// this card, discard N [kind of] cards" (CardDef.discardAsCost) and an activated ability's "discard a [kind] card".
// Costs can be paid in any order as long as all are met (playing-cards-card-activation.md#general-rules, 1.8), and the
// reserve cost is paid with cards from the same hand: so the card can't be activated unless the hand (the card itself
// left out) holds the cards to discard besides what pays the reserve, and a hand card picked for the reserve must
// leave the discards payable. The cards to discard are picked at the draft's 'costParts' stage and go to the
// graveyard as the activation is committed. A copy or a materialization asks nothing.
import type { ActivatedCost, CardDef, CardFilter } from '../../cards/vocabulary.js';
import type { ActivationDraft, CardId, GameState, PlayerId, RuleViolation } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { logLine } from '../flow/ctx.js';
import { RULES } from '../rules-refs.js';
import { abilitySources, cardDef, player } from '../state/query.js';
import { putCard, takeFrom } from '../state/zones.js';
import { cardMatches } from '../play/effects.js';

/** One filter per card the costs discard (undefined: any card). */
type Slots = (CardFilter | undefined)[];

function cardSlots(def: CardDef): Slots {
  const c = def.discardAsCost;
  return c ? Array.from({ length: c.count }, () => c.filter) : [];
}

function abilitySlots(costs: readonly ActivatedCost[]): Slots {
  return costs.flatMap((c) => (c.kind === 'discard' ? [c.filter] : []));
}

/** The discards a draft's costs ask for: the card's additional cost, or an ability's discard costs. */
function draftSlots(s: GameState, d: ActivationDraft): Slots {
  if (d.source.kind === 'card') return d.source.via === 'activate' && d.zone !== 'materialDeck' ? cardSlots(cardDef(s, d.source.card)) : [];
  if (d.source.kind !== 'ability') return [];
  const o = s.objects[d.source.object];
  const ab = o ? abilitySources(s, o)[d.source.index]?.ability : undefined;
  return ab && ab.kind === 'activated' ? abilitySlots(ab.costs) : [];
}

/** Can every slot get a different card of `pool` that fits it (augmenting paths)? */
function matchable(s: GameState, slots: Slots, pool: readonly CardId[]): boolean {
  if (slots.length > pool.length) return false;
  const owner = new Map<CardId, number>();
  const place = (slot: number, seen: Set<CardId>): boolean => {
    for (const c of pool) {
      if (seen.has(c) || (slots[slot] && !cardMatches(cardDef(s, c), slots[slot]!))) continue;
      seen.add(c);
      const held = owner.get(c);
      if (held === undefined || place(held, seen)) { owner.set(c, slot); return true; }
    }
    return false;
  };
  return slots.every((_, i) => place(i, new Set()));
}

/** Would `pool` pay these discards and, with its other cards and `reservables`, `reserveLeft` more reserve? */
function covers(s: GameState, slots: Slots, pool: readonly CardId[], reserveLeft: number, reservables: number): boolean {
  return pool.length - slots.length + reservables >= reserveLeft && matchable(s, slots, pool);
}

/** Why the card can't be activated: its hand lacks the cards to discard besides the `reserve` it must pay (`available`: other payers). */
export function discardCostProblem(s: GameState, who: PlayerId, def: CardDef, self: CardId, reserve: number, reservables: number): RuleViolation | null {
  const slots = cardSlots(def);
  if (slots.length === 0) return null;
  const pool = player(s, who).hand.filter((c) => c !== self);
  if (covers(s, slots, pool, reserve, reservables)) return null;
  return { message: `Activating ${def.name} asks you to discard ${slots.length} such card(s) besides paying its reserve cost.`, rule: RULES.discard };
}

/** Why the ability can't be activated: the hand can't pay its discards besides its `reserve` (other payers: `reservables`). */
export function abilityDiscardProblem(s: GameState, who: PlayerId, costs: readonly ActivatedCost[], reserve: number, reservables: number): RuleViolation | null {
  const slots = abilitySlots(costs);
  if (slots.length === 0 || covers(s, slots, player(s, who).hand, reserve, reservables)) return null;
  // An ability's costs are all paid as it is activated; without them it can't be (the activated-abilities page).
  return { message: 'You cannot discard the cards that ability costs besides paying its reserve cost.', rule: RULES.activatedAbilities };
}

/** May this hand card go to pay the reserve, the draft's discards (and the rest of its reserve) still payable after? */
export function reserveKeepsDiscards(s: GameState, who: PlayerId, d: ActivationDraft, card: CardId, reservables: number): boolean {
  const slots = draftSlots(s, d);
  if (slots.length === 0) return true;
  const self = d.source.kind === 'card' ? d.source.card : null;
  const pool = player(s, who).hand.filter((c) => c !== self && c !== card && !d.reserve.includes(c));
  const left = d.reserveNeeded - d.reserve.length - 1 - (d.reserveObjects?.length ?? 0) - (d.kindle?.length ?? 0);
  return covers(s, slots, pool, Math.max(0, left), reservables);
}

/** Hand cards that may be picked next to discard for the card's additional cost (none once enough are picked). */
export function discardCostChoices(s: GameState, who: PlayerId, d: ActivationDraft): CardId[] {
  if (d.source.kind !== 'card') return [];
  const self = d.source.card;
  const slots = draftSlots(s, d);
  const hand = player(s, who).hand;
  const chosen = (d.costParts ?? []).filter((c) => hand.includes(c));
  if (chosen.length >= slots.length) return [];
  const pool = hand.filter((c) => c !== self && !d.reserve.includes(c) && !chosen.includes(c));
  const next = slots[chosen.length];
  // A pick must fit its slot and leave the other slots payable with the rest.
  return pool.filter((c) => (!next || cardMatches(cardDef(s, c), next)) && matchable(s, slots.slice(chosen.length + 1), pool.filter((o) => o !== c)));
}

/** Discard the picked cards, as the activation is committed. */
export function payDiscardCost(ctx: Ctx, who: PlayerId, d: ActivationDraft): void {
  if (d.source.kind !== 'card' || !cardDef(ctx.s, d.source.card).discardAsCost) return;
  const p = player(ctx.s, who);
  for (const c of d.costParts ?? []) {
    if (!takeFrom(p, 'hand', c)) continue;
    putCard(ctx, c, 'graveyard');
    logLine(ctx, `${p.name} discards ${cardDef(ctx.s, c).name} to pay a cost.`, who);
  }
}
