// "[The linked champion]'s first attack each turn gets +N power": how many attacks each object has declared this
// turn (combat-phase-attack-declaration.md#declaring-an-attack), so that an attack can be known as its attacker's
// first one this turn; forgotten as the turn ends. The bonus is the attack's power, not the unit's, and it applies
// while the attacker's first attack of the turn goes on (src/engine/flow/combat.ts attackPower).
import type { GameState, ObjectId, ObjectState } from '../types.js';
import { abilitySources, conditionMet } from '../state/query.js';

export function noteAttackerDeclared(s: GameState, attacker: ObjectId): void {
  s.attacksByObjectThisTurn = { ...s.attacksByObjectThisTurn, [attacker]: (s.attacksByObjectThisTurn?.[attacker] ?? 0) + 1 };
}

/** The power the current attack gets for being its attacker's first this turn, from Link objects linked to it. */
export function linkedFirstAttackPower(s: GameState, attacker: ObjectState): number {
  if ((s.attacksByObjectThisTurn?.[attacker.id] ?? 0) !== 1) return 0;
  let n = 0;
  for (const id of s.field) {
    const o = s.objects[id]!;
    if (o.linkedTo !== attacker.id) continue;
    for (const { ability: ab, def } of abilitySources(s, o)) {
      if (ab.kind !== 'static' || ab.effect.kind !== 'linkedFirstAttackPower') continue;
      if (ab.condition && !conditionMet(s, o.controller, ab.condition, o, [], undefined, s.defs[def])) continue;
      n += ab.effect.amount;
    }
  }
  return n;
}

export function endTurnFirstAttacks(s: GameState): void {
  if (s.attacksByObjectThisTurn) delete s.attacksByObjectThisTurn;
}
