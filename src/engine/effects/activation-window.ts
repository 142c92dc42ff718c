// "Activate this card only during …" / "only if …": a card whose own static ability names when it may be
// activated (game-mechanics/game-mechanics-timing-and-permissions.md#fast-vs-slow: a card's timing can be
// narrowed by its text). Checked with the other activation checks, for every zone it is activated from.
import type { CardDef } from '../../cards/vocabulary.js';
import type { GameState, PlayerId, RuleViolation } from '../types.js';
import { conditionMet } from '../state/query.js';
import { RULES } from '../rules-refs.js';

export function activationWindowProblem(s: GameState, who: PlayerId, def: CardDef): RuleViolation | null {
  for (const ab of def.abilities) {
    if (ab.kind !== 'static' || ab.effect.kind !== 'activationWindow' || !ab.condition) continue;
    if (!conditionMet(s, who, ab.condition, undefined, [], undefined, def)) {
      return { message: `${def.name} can only be activated when its text allows it.`, rule: RULES.timing };
    }
  }
  return null;
}
