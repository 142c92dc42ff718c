// "[Subtype] cards and objects can't become imbued": while such a static ability is in force, an activation of a card
// with that subtype is not imbued whatever was revealed for Imbue, and an object with that subtype does not take the
// imbued property from the activation it came from (glossary/keywords-and-abilities.md#imbue;
// game-mechanics/game-mechanics-properties-and-states.md: imbued is an activation property carried to the object).
import type { CardDef } from '../../cards/vocabulary.js';
import type { GameState } from '../types.js';
import { abilitySources, conditionMet } from '../state/query.js';

/** Does a static ability on the field forbid a card or object like `def` to become imbued? */
export function imbueBanned(s: GameState, def: CardDef): boolean {
  for (const id of s.field) {
    const o = s.objects[id];
    if (!o) continue;
    for (const { ability: ab, def: abDef } of abilitySources(s, o)) {
      if (ab.kind !== 'static' || ab.effect.kind !== 'cantBecomeImbued' || !def.subtypes.includes(ab.effect.subtype)) continue;
      if (!ab.condition || conditionMet(s, o.controller, ab.condition, o, [], undefined, s.defs[abDef])) return true;
    }
  }
  return false;
}
