// "As an additional cost to activate this card, sacrifice a [kind of] ally" (general-rules/general-rules-parts-of-a-card/
// parts-of-a-card-cost.md#parts-of-a-card-cost: additional costs are paid with the other costs; glossary/game-terms.md#sacrifice).
// The card can't be activated without enough such objects; the player picks them one by one with the costs
// (the draft's 'costParts' stage, shared with the material-deck costs), and they are sacrificed as the
// activation is committed. A copy or a materialization asks nothing.
import type { ActivationDraft, GameState, PlayerId, RuleViolation } from '../types.js';
import type { CardDef } from '../../cards/vocabulary.js';
import type { Ctx } from '../flow/ctx.js';
import { RULES } from '../rules-refs.js';
import { cardDef, objDef } from '../state/query.js';
import { removeObject } from '../state/zones.js';
import { cardMatches } from '../play/effects.js';

function candidates(s: GameState, who: PlayerId, def: CardDef): string[] {
  const cost = def.sacrificeAsCost;
  if (!cost) return [];
  return s.field.filter((id) => { const o = s.objects[id]!; return o.controller === who && cardMatches(objDef(s, o), cost.filter); });
}

/** Why the card can't be activated: too few objects to sacrifice for its additional cost. */
export function sacrificeCostProblem(s: GameState, who: PlayerId, def: CardDef): RuleViolation | null {
  if (!def.sacrificeAsCost || candidates(s, who, def).length >= def.sacrificeAsCost.count) return null;
  return { message: `Activating ${def.name} asks you to sacrifice ${def.sacrificeAsCost.count} object(s) you do not have.`, rule: RULES.cost };
}

/** Objects that may still be picked to pay the sacrifice (none once enough are picked). */
export function sacrificeCostChoices(s: GameState, who: PlayerId, d: ActivationDraft): string[] {
  if (d.source.kind !== 'card') return [];
  const def = cardDef(s, d.source.card);
  const chosen = d.costParts ?? [];
  if (!def.sacrificeAsCost || chosen.length >= def.sacrificeAsCost.count) return [];
  return candidates(s, who, def).filter((id) => !chosen.includes(id));
}

/** Sacrifice the picked objects, as the activation is committed. */
export function paySacrificeCost(ctx: Ctx, d: ActivationDraft): void {
  const def = d.source.kind === 'card' ? cardDef(ctx.s, d.source.card) : undefined;
  if (!def?.sacrificeAsCost) return; // the picks pay another cost (effects/alternative-costs.ts)
  const returns = !!def.sacrificeAsCost.returnToMaterialDeck; // returned to the material deck instead (glossary/game-terms.md#regalia)
  for (const id of d.costParts ?? []) if (ctx.s.objects[id] && ctx.s.field.includes(id)) removeObject(ctx, id, returns ? 'materialDeck' : 'graveyard', returns ? 'returned' : 'sacrificed');
}
