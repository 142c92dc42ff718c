// "You may declare attacks with unloaded [kind] weapons you control as though they were loaded"
// (general-rules/general-rules-card-types/card-types-functional-subtypes.md#functional-weapons: Gun, Bow and
// Aetherwing weapons are wielded only while loaded). A gained boon's static ability lifts only that
// requirement: such a weapon is still never wielded with an attack card, and there are no loaded cards
// to put into the intent (card-types-boons.md#general-rules: the boon's abilities are its player's).
import type { GameState, ObjectState } from '../types.js';
import { cardMatches } from '../play/effects.js';
import { objDef } from '../state/query.js';
import { anyGainedBoon, boonAbilities } from './boon-abilities.js';

/** May this (unloaded) weapon be declared for an attack as though it were loaded? */
export function attacksAsLoaded(s: GameState, weapon: ObjectState): boolean {
  if (!anyGainedBoon(s)) return false;
  for (const b of boonAbilities(s)) {
    if (b.controller !== weapon.controller || b.ability.kind !== 'static' || b.ability.effect.kind !== 'attackUnloadedAsLoaded') continue;
    if (cardMatches(objDef(s, weapon), b.ability.effect.filter)) return true;
  }
  return false;
}
