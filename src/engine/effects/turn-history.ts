// What happened this turn, for conditions: "if your champion has attacked this turn" (an attack declared
// with the champion as the attacker: game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/
// combat-phase-attack-declaration.md#general-rules) and "if your champion has leveled up this turn"
// (glossary/game-terms.md#level-up). Both lists start empty each turn (flow/phases.ts).
import type { GameState, ObjectState, PlayerId } from '../types.js';
import { cardDef, objDef, player } from '../state/query.js';

/** An attack was declared: remember it when a champion is the attacker. */
export function noteChampionAttack(s: GameState, attacker: ObjectState, isChampion: boolean): void {
  if (!isChampion || s.championAttackedThisTurn?.includes(attacker.controller)) return;
  s.championAttackedThisTurn = [...(s.championAttackedThisTurn ?? []), attacker.controller];
}

export const championAttackedThisTurn = (s: GameState, who: PlayerId): boolean => !!s.championAttackedThisTurn?.includes(who);

/** Any player has suppressed an object this turn ("if an object was suppressed this turn"; effects/object-keywords.ts counts them). */
export const objectSuppressedThisTurn = (s: GameState): boolean => Object.values(s.suppressesThisTurn ?? {}).some((n) => n > 0);

/** Does the object share a card type with some card of your banishment? (Card types only: supertypes and subtypes don't count.) */
export function typeSharedWithBanishment(s: GameState, who: PlayerId, target: ObjectState | undefined): boolean {
  if (!target) return false;
  const banished = new Set(player(s, who).banishment.flatMap((c) => cardDef(s, c).types));
  return objDef(s, target).types.some((t) => t !== 'TOKEN' && banished.has(t));
}

export const championLeveledUpThisTurn = (s: GameState, who: PlayerId): boolean => s.leveledUpThisTurn.includes(who);
