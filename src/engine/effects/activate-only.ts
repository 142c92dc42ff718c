// "Activate this card only during …" / "only if …": a card whose activation the rules allow only while
// a condition holds (game-mechanics/game-mechanics-timing-and-permissions.md). Written as a static ability
// of the card (`activateOnly`) whose condition is the permitted time or state; checked as it is activated.
import type { CardDef } from '../../cards/vocabulary.js';
import type { GameState, PlayerId, RuleViolation } from '../types.js';
import { conditionMet } from '../state/query.js';
import { RULES } from '../rules-refs.js';

/** Why `who` can't activate `def` now because of its own activation restriction, or null. */
export function activateOnlyProblem(s: GameState, who: PlayerId, def: CardDef): RuleViolation | null {
  for (const ab of def.abilities) {
    if (ab.kind !== 'static' || ab.effect.kind !== 'activateOnly' || !ab.condition) continue;
    if (!conditionMet(s, who, ab.condition, undefined, [], undefined, def)) {
      return { message: `${def.name} can be activated only at the time or in the state its text names.`, rule: RULES.timing };
    }
  }
  return null;
}
