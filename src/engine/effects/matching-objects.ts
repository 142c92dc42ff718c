// "All phantasias", "all non-astra element units", "each other unit", "regalia you don't control":
// every object on the field that fits a description as the effect resolves (not a target, so
// shrouds do not matter: game-mechanics/game-mechanics-objects-and-targeting.md#target).
// Units are champions and allies (glossary/game-terms.md#unit).
import type { Subject } from '../../cards/vocabulary.js';
import type { GameState, ObjectState, StackItem } from '../types.js';
import { currentStat, isUnit, objDef } from '../state/query.js';
import { cardMatches } from '../play/effects.js';

type Matching = Extract<Subject, { ref: 'objectsMatching' }>;

/** The objects of the field fitting `m`, in field order. */
export function matchingObjects(s: GameState, item: StackItem, m: Matching): ObjectState[] {
  return s.field.map((id) => s.objects[id]!).filter((o) => {
    const d = objDef(s, o);
    if (m.other && o.id === item.source) return false;
    if (m.controller === 'you' && o.controller !== item.controller) return false;
    if (m.controller === 'notYou' && o.controller === item.controller) return false;
    if (m.units && !isUnit(d)) return false;
    if (m.rested !== undefined && o.rested !== m.rested) return false;
    if (m.distant && !o.distant) return false; // glossary/game-terms.md#distant
    if (m.alsoType && !d.types.includes(m.alsoType)) return false;
    if (m.notElement && d.elements.includes(m.notElement)) return false;
    if (m.maxPower !== undefined && (currentStat(s, o, 'power') ?? 0) > m.maxPower) return false;
    return cardMatches(d, m.filter);
  });
}
