// Ranged N (glossary/keywords-and-abilities.md#ranged): a distant unit's attacks are N stronger;
// instances add up. The printed keyword is the card's `keywordValues.ranged`; this adds
// the instances the unit has as abilities: Inherited Effects of its lineage, and abilities gained
// from effects ("gains ranged 4 until end of turn").
import type { GameState, ObjectState } from '../types.js';
import { abilitySources, conditionMet } from '../state/query.js';
import { countFor } from './counting.js';

/** The Ranged N the unit has as abilities, summed. */
export function rangedFromAbilities(s: GameState, o: ObjectState): number {
  let n = 0;
  for (const { ability: ab, def } of abilitySources(s, o)) {
    if (ab.kind !== 'static' || ab.effect.kind !== 'ranged') continue;
    if (ab.condition && !conditionMet(s, o.controller, ab.condition, o, [], undefined, s.defs[def])) continue;
    n += ab.effect.amount + (ab.effect.perCount ? ab.effect.perCount.times * countFor(s, o.controller, ab.effect.perCount.count) : 0);
  }
  return n;
}
