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

describe('Bonuses promised to a later attack (combat-phase-attacking-and-the-combat-phase.md#general-rules)', () => {
  const weapon = defineCard({ slug: 'test-sword', name: 'test-sword', types: ['WEAPON'], element: 'NORM', cost: reserve(0), power: 1, durability: 5 }, {});
  /** Alice's main phase (her second turn) after a fast action with `effect`; she attacks with `attacker` ('champion' or the ally), armed or not. */
  function attackAfter(effect: Effect, who: 'champion' | 'ally', armed: boolean): number {
    const buff = defineCard({ slug: 'test-buff', name: 'test-buff', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [effect] });
    let s = withDef(withDef(withDef(passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A)), brute), weapon), buff);
    let unit: string, sword: string, card: string;
    [s, unit] = addObject(s, A, 'test-brute');
    [s, sword] = addObject(s, A, 'test-sword');
    [s, card] = addCard(s, A, 'test-buff');
    s = passUntil(payReserve(act(s, A, { type: 'activate', card }), A), atMain(A));
    const attacker = who === 'champion' ? champion(s, A).id : unit;
    s = act(s, A, { type: 'attack', attacker });
    if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, A, { type: 'chooseWeapon', weapon: armed ? sword : null });
    s = act(s, A, { type: 'chooseAttackTarget', target: champion(s, B).id });
    return attackPower(s);
  }

  it('"the next attack you declare with a unit" goes to whichever unit of yours attacks next', () => {
    expect(attackAfter({ op: 'attackBonus', scope: 'yourNext', amount: 3 }, 'ally', false)).toBe(7);
    expect(attackAfter({ op: 'attackBonus', scope: 'yourNext', amount: 3 }, 'champion', true)).toBe(4);
  });

  it('a bonus for an attack without a weapon skips an armed attack', () => {
    const unarmed: Effect = { op: 'attackBonus', subject: { ref: 'yourChampion' }, amount: 2, scope: 'next', unarmed: true };
    expect(attackAfter(unarmed, 'champion', true)).toBe(1);
    expect(attackAfter({ ...unarmed, unarmed: false } as Effect, 'champion', true)).toBe(3);
  });
});
