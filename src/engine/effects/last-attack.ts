// What the attack that just ended used, as last known (game-mechanics/game-mechanics-card-and-object-information.md#last-known-information):
// the triggers an attack caused (its On Hit and On Kill abilities) go on the stack and resolve in the end of combat
// step, after the combat's roles have ended (combat-phase-end-of-combat-step.md#general-rules). A condition about
// "the attack" asked then reads this record: the subtypes of the weapon the attack used. It is kept until the next
// attack is declared or the turn ends.
import type { GameState } from '../types.js';
import { objDef } from '../state/query.js';

export interface LastAttack { turn: number; weaponSubtypes: string[] }

/** The combat ends: remember what its attack used. */
export function noteLastAttack(s: GameState): void {
  const c = s.combat;
  if (!c) return;
  const w = c.weapon ? s.objects[c.weapon] : undefined;
  s.lastAttack = { turn: s.turn, weaponSubtypes: w ? [...objDef(s, w).subtypes] : [] };
}

/** The subtypes of the weapon the current attack uses, or the one that just ended used this turn. */
export function attackWeaponSubtypes(s: GameState): string[] {
  if (s.combat) {
    const w = s.combat.weapon ? s.objects[s.combat.weapon] : undefined;
    return w ? objDef(s, w).subtypes : [];
  }
  return s.lastAttack?.turn === s.turn ? s.lastAttack.weaponSubtypes : [];
}
