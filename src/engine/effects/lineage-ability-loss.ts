// "[Kind of] cards in your champion's lineage lose all abilities" (a static ability of another object; the lost abilities
// are the Inherited Effects and Lineage Release abilities those inner lineage cards give the champion,
// glossary/game-terms.md#inner-lineage): while the static's condition holds, the champion's ability list leaves them out.
// Only objects the champion's controller controls give their own champion's lineage this loss.
import type { CardDef, CardFilter } from '../../cards/vocabulary.js';
import type { GameState, ObjectState } from '../types.js';
import { conditionMet } from '../state/query.js';
import { cardMatches } from '../play/effects.js';
import { slugsWithAbility } from '../state/game-facts.js';

/** The filters of the lineage cards of `champ` that lose their abilities now (none: empty). */
export function lineageLossFilters(s: GameState, champ: ObjectState): CardFilter[] {
  const out: CardFilter[] = [];
  for (const id of s.field) {
    const x = s.objects[id]!;
    if (x.controller !== champ.controller || x.id === champ.id) continue;
    const def = s.defs[x.def]!;
    for (const ab of def.abilities) {
      if (ab.kind !== 'static' || ab.effect.kind !== 'lineageCardsLoseAbilities') continue;
      if (ab.condition && !conditionMet(s, x.controller, ab.condition, x, [], undefined, def)) continue;
      out.push(ab.effect.filter);
    }
  }
  return out;
}

/** Does this inner lineage card keep its abilities under these losses? */
export const keepsUnderLoss = (def: CardDef, losses: CardFilter[]): boolean => !losses.some((f) => cardMatches(def, f));

/** The game's cards with such a static ability (worked out once per set of definitions, state/game-facts.ts). */
const lossSlugs = slugsWithAbility((ab) => ab.kind === 'static' && ab.effect.kind === 'lineageCardsLoseAbilities');
export const lineageLossMayApply = (s: GameState): boolean => lossSlugs(s.defs).size > 0;
