// "Until end of turn, [unit]'s attacks get +N": an attack the unit is already making is one of them, since
// effects on the attack apply until the damage step
// (game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-attacking-and-the-combat-phase.md#general-rules).
import { describe, expect, it } from 'vitest';
import { attacksThisTurnGet, defineCard, nextAttackGets, reserve, target, targetUnit } from '../../src/cards/define.js';
import { attackPower } from '../../src/engine/flow/combat.js';
import { A, B, act, addCard, addObject, atMain, champion, newGame, passUntil, payReserve, withDef } from '../engine/helpers.js';
import type { Effect } from '../../src/cards/vocabulary.js';

const brute = defineCard({ slug: 'test-brute', name: 'test-brute', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 4, life: 4 }, {});
const trick = (effect: Effect) => defineCard({ slug: 'test-trick', name: 'test-trick', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [targetUnit()], onResolve: [effect] });

/** Bob attacks Alice's champion with a 4-power ally; Alice answers with a fast action on the attacker. */
function answered(effect: Effect): number {
  let s = withDef(withDef(passUntil(newGame({ first: A }), atMain(B)), brute), trick(effect));
  let unit: string, card: string;
  [s, unit] = addObject(s, B, 'test-brute');
  [s, card] = addCard(s, A, 'test-trick');
  s = act(act(s, B, { type: 'attack', attacker: unit }), B, { type: 'chooseAttackTarget', target: champion(s, A).id });
  s = passUntil(s, (t) => t.opportunity !== null && t.players[t.opportunity.player]!.id === A);
  s = payReserve(act(act(s, A, { type: 'activate', card }), A, { type: 'chooseTarget', target: { kind: 'object', id: unit } }), A);
  s = passUntil(s, (t) => t.stack.length === 0 && t.opportunity !== null);
  return attackPower(s);
}

describe('Bonuses to a unit\'s attacks during its attack (combat-phase-attacking-and-the-combat-phase.md#general-rules)', () => {
  it('"its attacks get" changes the attack under way; "its next attack" waits for a later one', () => {
    expect(answered(attacksThisTurnGet(target(0), -3))).toBe(1);
    expect(answered(attacksThisTurnGet(target(0), 2))).toBe(6);
    expect(answered(nextAttackGets(target(0), 2))).toBe(4);
  });
});
