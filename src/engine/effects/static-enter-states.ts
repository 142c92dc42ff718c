// Static abilities that make objects enter the field rested or distant (glossary/game-terms.md#distant,
// game-mechanics/game-mechanics-abilities/abilities-static-abilities.md): the entering card's own
// ("[Class Bonus] this enters the field distant"), or one on the field about another player's allies
// ("allies your opponents control enter the field rested"). Read as the object is created, like the
// resolution-made rules of effects/enter-states.ts.
import type { CardDef } from '../../cards/vocabulary.js';
import type { GameState, PlayerId } from '../types.js';
import { conditionMet, objDef } from '../state/query.js';
import type { EnterState } from './enter-states.js';

/** The states an object of `def` enters in under `controller`'s control because of static abilities. */
export function staticStatesAsEnters(s: GameState, def: CardDef, controller: PlayerId): EnterState[] {
  const out: EnterState[] = [];
  for (const ab of def.abilities) {
    if (ab.kind !== 'static' || ab.effect.kind !== 'entersState' || ab.effect.whose !== 'self') continue;
    if (!ab.condition || conditionMet(s, controller, ab.condition, undefined, [], undefined, def)) out.push(ab.effect.state);
  }
  if (!def.types.includes('ALLY')) return out;
  for (const id of s.field) {
    const o = s.objects[id]!;
    if (o.controller === controller) continue;
    for (const ab of objDef(s, o).abilities) {
      if (ab.kind !== 'static' || ab.effect.kind !== 'entersState' || ab.effect.whose !== 'opponentsAllies') continue;
      if (!ab.condition || conditionMet(s, o.controller, ab.condition, o)) out.push(ab.effect.state);
    }
  }
  return out;
}
