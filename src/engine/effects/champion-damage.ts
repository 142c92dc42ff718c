// How much damage each player's champion has been dealt this turn, and how much of it was combat
// damage (game-mechanics/game-mechanics-damage.md#general-rules: damage is dealt only when more than 0
// is left after prevention; damage dealt in the damage step is combat damage). Kept per player (the
// champion's controller), forgotten at each clean-up; read by conditions on how much damage, or how
// much combat damage, the champion took this turn.
import type { GameState, ObjectState, PlayerId } from '../types.js';

export function noteChampionDamage(s: GameState, o: ObjectState, amount: number, combat: boolean): void {
  const prev = s.championDamage?.[o.controller] ?? { total: 0, combat: 0 };
  s.championDamage = { ...(s.championDamage ?? {}), [o.controller]: { total: prev.total + amount, combat: prev.combat + (combat ? amount : 0) } };
}

/** Damage `who`'s champion was dealt this turn (only combat damage when `combat`). */
export function championDamageThisTurn(s: GameState, who: PlayerId, combat = false): number {
  const d = s.championDamage?.[who];
  return d ? (combat ? d.combat : d.total) : 0;
}

/** Clean-up: the tally is for one turn. */
export function endTurnChampionDamage(s: GameState): void {
  if (s.championDamage) delete s.championDamage;
}
