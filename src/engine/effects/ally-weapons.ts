// "[Kind of] allies you control can attack using this weapon": a weapon that lets allies of its controller like the
// filter wield it (game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-attack-declaration.md#declaring-an-attack:
// such an ally declares its attack the way a champion does with a weapon: it picks the weapon, whose power joins the
// attack, and the weapon loses a durability counter as combat damage is dealt). Without such a weapon, allies use none.
import type { CardFilter } from '../../cards/vocabulary.js';
import type { GameState, ObjectState } from '../types.js';
import { abilitySources, conditionMet, objDef } from '../state/query.js';
import { cardMatches } from '../play/effects.js';

/** The current attack's attacker fits the filter ("when they do": the attack is by such a unit). */
export function attackerIs(s: GameState, filter: CardFilter): boolean {
  const a = s.combat?.attacker ? s.objects[s.combat.attacker] : undefined;
  return !!a && cardMatches(objDef(s, a), filter);
}

/** May this ally attack using this weapon (a static ability of the weapon, its condition holding)? */
export function allyMayWield(s: GameState, ally: ObjectState, weapon: ObjectState): boolean {
  if (weapon.controller !== ally.controller) return false;
  return abilitySources(s, weapon).some(({ ability: ab, def }) => ab.kind === 'static' && ab.effect.kind === 'alliesMayWield'
    && cardMatches(objDef(s, ally), ab.effect.filter)
    && (!ab.condition || conditionMet(s, weapon.controller, ab.condition, weapon, [], undefined, s.defs[def])));
}
