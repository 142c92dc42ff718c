// How many attacks each player has declared this turn, for "whenever an opponent declares an attack
// for the third time each turn" (game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/
// combat-phase-attack-declaration.md#general-rules). Counted as each attack is declared; a new turn starts at zero.
import type { GameState, PlayerId } from '../types.js';

export function noteAttackDeclared(s: GameState, who: PlayerId): void {
  s.attacksThisTurn = { ...s.attacksThisTurn, [who]: (s.attacksThisTurn?.[who] ?? 0) + 1 };
}

export const attacksDeclaredThisTurn = (s: GameState, who: PlayerId): number => s.attacksThisTurn?.[who] ?? 0;
