// Lineage Release (glossary/keywords-and-abilities.md#lineage-release; glossary/game-terms.md#inner-lineage).
// A card's Lineage Release ability is offered by the champion while the card is in its inner
// lineage (state/query.ts abilitySources); its cost banishes that very card from the inner lineage.
import type { ObjectState, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import type { AbilityRef } from '../state/query.js';
import { cardDef } from '../state/query.js';
import { mutObj } from '../state/clone.js';
import { putCard } from '../state/zones.js';
import { RULES } from '../rules-refs.js';
import { isLineageRelease } from './keyword-abilities.js';

/** Why this Lineage Release can't be activated now (its card is the champion itself, not in the inner lineage). */
export function lineageReleaseProblem(s: Ctx['s'], o: ObjectState, ref: AbilityRef): RuleViolation | null {
  if (!isLineageRelease(ref.ability)) return null;
  if (!o.lineage.some((c) => s.cards[c]!.def === ref.def)) {
    return { message: 'A Lineage Release ability works only from your champion\'s inner lineage.', rule: RULES.lineageRelease };
  }
  return null;
}

/** The cost: the card with this definition leaves the champion's inner lineage for banishment. */
export function banishFromLineage(ctx: Ctx, champion: string, def: string): void {
  const champ = mutObj(ctx.s, champion);
  const i = champ.lineage.findIndex((c) => ctx.s.cards[c]!.def === def);
  if (i < 0) return;
  const [card] = champ.lineage.splice(i, 1);
  putCard(ctx, card!, 'banishment');
  logLine(ctx, `${cardDef(ctx.s, card!).name} is banished from the inner lineage (Lineage Release).`, champ.controller);
}
