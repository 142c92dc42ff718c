// A unit whose attacks are limited to units its controller's champion hurt in combat this turn: the
// units each player's champion dealt combat damage to this turn (attacking or retaliating; only damage actually
// dealt, game-mechanics/game-mechanics-damage.md#general-rules) are remembered until the clean-up. A unit with this
// restriction may declare an attack only against one of them (combat-phase-attack-declaration.md#declaring-an-attack);
// a Cleave attack targets no unit, so such a unit with Cleave can't declare an attack at all.
import type { GameState, ObjectId, ObjectState, RuleViolation } from '../types.js';
import { RULES } from '../rules-refs.js';
import { abilitySources, conditionMet, objDef } from '../state/query.js';

/** Combat damage was dealt by `dealer` to `target`: remembered when the dealer is a champion. */
export function noteCombatDamage(s: GameState, dealer: ObjectState | undefined, target: ObjectId, dealt: number): void {
  if (!dealer || dealt <= 0 || !objDef(s, dealer).types.includes('CHAMPION')) return;
  // How much in all, for "as long as your champion has dealt N or more combat damage this turn".
  s.championCombatDamageDealt = { ...(s.championCombatDamageDealt ?? {}), [dealer.controller]: (s.championCombatDamageDealt?.[dealer.controller] ?? 0) + dealt };
  const prev = s.championCombatDamaged?.[dealer.controller] ?? [];
  if (prev.includes(target)) return;
  s.championCombatDamaged = { ...(s.championCombatDamaged ?? {}), [dealer.controller]: [...prev, target] };
}

/** Does the unit have the restriction now (a static ability whose condition holds)? */
function restricted(s: GameState, o: ObjectState): boolean {
  return abilitySources(s, o).some(({ ability: ab, def }) => ab.kind === 'static' && ab.effect.kind === 'attacksOnlyChampionDamaged'
    && (!ab.condition || conditionMet(s, o.controller, ab.condition, o, [], undefined, s.defs[def])));
}

/** The attack targets left to a restricted attacker. */
export function allowedAttackTargets(s: GameState, attacker: ObjectState, units: ObjectId[]): ObjectId[] {
  if (!restricted(s, attacker)) return units;
  const damaged = s.championCombatDamaged?.[attacker.controller] ?? [];
  return units.filter((id) => damaged.includes(id));
}

/** Why a restricted attacker can't declare an attack now (with Cleave, or with no allowed target), or null. */
export function championDamagedProblem(s: GameState, attacker: ObjectState, units: ObjectId[], cleave: boolean): RuleViolation | null {
  if (!restricted(s, attacker)) return null;
  if (cleave) return { message: `${objDef(s, attacker).name} may attack only units, and a Cleave attack targets none.`, rule: RULES.attackDeclaration };
  if (allowedAttackTargets(s, attacker, units).length === 0) return { message: `${objDef(s, attacker).name} may attack only units your champion dealt combat damage to this turn.`, rule: RULES.attackDeclaration };
  return null;
}

/** Clean-up: the record is for one turn. */
export function endTurnChampionCombatDamaged(s: GameState): void {
  if (s.championCombatDamaged) delete s.championCombatDamaged;
  if (s.championCombatDamageDealt) delete s.championCombatDamageDealt;
}
