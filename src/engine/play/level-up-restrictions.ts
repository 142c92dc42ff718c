// Champions that restrict their own leveling up ("can't level up", "can only level up into a
// <Name> champion"): general-rules/general-rules-card-types/card-types-champion.md#general-rules
// (rule 9: a player can't level up a champion into a card whose leveling requirements are not met).
import type { CardDef } from '../../cards/vocabulary.js';
import type { GameState, ObjectState, RuleViolation } from '../types.js';
import { RULES } from '../rules-refs.js';
import { abilitySources, championName, conditionMet, objDef } from '../state/query.js';

/** Why `champ` may not level up into `next` under its own level-up restrictions, or null. */
export function levelUpRestrictionProblem(s: GameState, champ: ObjectState, next: CardDef): RuleViolation | null {
  for (const ref of abilitySources(s, champ)) {
    const ab = ref.ability;
    if (ab.kind !== 'static' || ab.effect.kind !== 'levelUpRestriction') continue;
    if (ab.condition && !conditionMet(s, champ.controller, ab.condition, champ)) continue;
    const only = ab.effect.onlyInto;
    if (only === undefined) return { message: `${objDef(s, champ).name} can't level up.`, rule: RULES.champion };
    if (championName(next) !== only) return { message: `${objDef(s, champ).name} can only level up into a ${only} champion.`, rule: RULES.champion };
  }
  return null;
}
