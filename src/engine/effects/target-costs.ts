// "This card costs N more (less) if it targets …": a card's own cost modifier whose condition reads the targets
// declared for this activation. Targets are declared before the reserve cost is calculated
// (game-mechanics/game-mechanics-playing-cards/playing-cards-card-activation.md#general-rules), and every increase and
// decrease is then added at once (general-rules/general-rules-parts-of-a-card/parts-of-a-card-cost.md#parts-of-a-card-cost,
// rule 6). Before the targets are known (may it be activated at all?), the cheapest first target the card could take counts.
import type { Ability, CardDef } from '../../cards/vocabulary.js';
import type { ChosenTarget, GameState, ObjectState, PlayerId } from '../types.js';
import { conditionMet } from '../state/query.js';
import { legalTargets } from '../play/targets.js';

type TargetCostAbility = Extract<Ability, { kind: 'static' }> & { effect: { kind: 'costModifier'; onTargets: true } };

/** A card's own cost modifier that depends on its targets (play/costs.ts leaves these to this module). */
export const isTargetCost = (ab: Ability): ab is TargetCostAbility =>
  ab.kind === 'static' && ab.effect.kind === 'costModifier' && ab.effect.affects === 'self' && !!ab.effect.onTargets;

/** The objects a draft's chosen targets name (anything else, or a gone object, as undefined). */
export const targetObjects = (s: GameState, targets: readonly ChosenTarget[]): (ObjectState | undefined)[] =>
  targets.map((t) => (t && t.kind === 'object' ? s.objects[t.id] : undefined));

/**
 * The sum of the card's target-dependent cost modifiers for these targets; with `targets` undefined (not declared
 * yet), the lowest sum any legal choice of its first target gives.
 */
export function targetCostDelta(s: GameState, who: PlayerId, def: CardDef, targets?: (ObjectState | undefined)[]): number {
  const mods = def.abilities.filter(isTargetCost);
  if (mods.length === 0) return 0;
  const deltaFor = (ts: (ObjectState | undefined)[]) =>
    mods.reduce((n, ab) => n + (!ab.condition || conditionMet(s, who, ab.condition, undefined, ts, undefined, def) ? ab.effect.amount : 0), 0);
  if (targets) return deltaFor(targets);
  const spec = def.targets?.[0];
  if (!spec) return deltaFor([]);
  const options = legalTargets(s, who, spec, undefined, { def }).map((t) => targetObjects(s, [t]));
  if (spec.optional) options.push([]);
  return options.length === 0 ? deltaFor([]) : Math.min(...options.map(deltaFor));
}
