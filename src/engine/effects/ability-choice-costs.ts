// Costs of activated abilities that name cards the player picks as the costs are paid: discard a
// card like this from hand, banish a card from the material deck, banish cards like this from the
// graveyard (game-mechanics-abilities/abilities-activated-abilities.md#general-rules: an activated
// ability is activated by paying all of its costs). They are chosen at the draft's 'costParts' stage,
// after the reserve, and paid as the ability goes on the stack.
import type { ActivatedCost } from '../../cards/vocabulary.js';
import type { ActivationDraft, CardId, GameState, PlayerId, RuleViolation } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { logLine } from '../flow/ctx.js';
import { RULES } from '../rules-refs.js';
import { abilitySources, cardDef, player } from '../state/query.js';
import { putCard, takeFrom } from '../state/zones.js';
import { cardMatches } from '../play/effects.js';
import { banishingFromGraveyard } from './graveyard-banish-watch.js';

type ChoiceCost = Extract<ActivatedCost, { kind: 'discard' | 'banishFromMaterialDeck' | 'banishFromGraveyard' }>;

const isChoiceCost = (c: ActivatedCost): c is ChoiceCost => c.kind === 'discard' || c.kind === 'banishFromMaterialDeck' || c.kind === 'banishFromGraveyard';
const countOf = (c: ChoiceCost): number => (c.kind === 'banishFromGraveyard' ? c.count : 1);

/** The cards of `who` that could pay this cost (the reserve already chosen left out). */
function options(s: GameState, who: PlayerId, c: ChoiceCost, reserved: readonly CardId[] = []): CardId[] {
  const p = player(s, who);
  if (c.kind === 'discard') return p.hand.filter((card) => !reserved.includes(card) && (!c.filter || cardMatches(cardDef(s, card), c.filter)));
  if (c.kind === 'banishFromMaterialDeck') return [...p.materialDeck];
  return p.graveyard.filter((card) => cardMatches(cardDef(s, card), c.filter));
}

function choiceCosts(s: GameState, d: ActivationDraft): ChoiceCost[] {
  if (d.source.kind !== 'ability') return [];
  const o = s.objects[d.source.object];
  const ab = o ? abilitySources(s, o)[d.source.index]?.ability : undefined;
  return ab && ab.kind === 'activated' ? ab.costs.filter(isChoiceCost) : [];
}

/** Why these costs can't be paid now (checked as the ability is announced). */
export function choiceCostProblem(s: GameState, who: PlayerId, costs: readonly ActivatedCost[]): RuleViolation | null {
  for (const c of costs.filter(isChoiceCost)) {
    if (options(s, who, c).length < countOf(c)) return { message: 'You cannot pay the cost of that ability: you have no such card.', rule: RULES.activatedAbilities };
  }
  return null;
}

/** What may still be picked to pay the ability's card costs, in the order of its costs. */
export function abilityCostPartChoices(s: GameState, who: PlayerId, d: ActivationDraft): CardId[] {
  const chosen = d.costParts ?? [];
  let used = 0;
  for (const c of choiceCosts(s, d)) {
    const n = countOf(c);
    if (chosen.length - used < n) return options(s, who, c, d.reserve).filter((id) => !chosen.includes(id));
    used += n;
  }
  return [];
}

/** Pay them: each picked card goes where its cost says. */
export function payAbilityCostParts(ctx: Ctx, who: PlayerId, d: ActivationDraft): void {
  const s = ctx.s;
  const p = player(s, who);
  const chosen = d.costParts ?? [];
  let used = 0;
  for (const c of choiceCosts(s, d)) {
    for (const card of chosen.slice(used, used + countOf(c))) {
      const from = c.kind === 'discard' ? 'hand' : c.kind === 'banishFromMaterialDeck' ? 'materialDeck' : 'graveyard';
      if (from === 'graveyard' && p.graveyard.includes(card)) banishingFromGraveyard(ctx, card); // effects/graveyard-banish-watch.ts
      if (!takeFrom(p, from, card)) continue;
      const name = cardDef(s, card).name;
      if (c.kind === 'discard') {
        putCard(ctx, card, 'graveyard');
        logLine(ctx, `${p.name} discards ${name} to pay a cost.`, who);
      } else {
        putCard(ctx, card, 'banishment');
        logLine(ctx, c.kind === 'banishFromMaterialDeck' ? `${p.name} banishes a card from their material deck to pay a cost.` : `${p.name} banishes ${name} from their graveyard to pay a cost.`, who);
      }
    }
    used += countOf(c);
  }
}
