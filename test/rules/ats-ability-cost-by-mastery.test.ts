// An activated ability that costs X less, X the counters on the player's mastery of a name
// (game-mechanics/game-mechanics-mastery.md#general-rules, general-rules/general-rules-parts-of-a-card/parts-of-a-card-cost.md#parts-of-a-card-cost). Cards of our own.
import { describe, expect, it } from 'vitest';
import { activated, defineCard, draw, memory } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, act, addCard, addObject, atMain, edit, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const orb = defineCard({ slug: 'test-orb', name: 'test-orb', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) },
  { abilities: [activated([{ kind: 'reserve', value: 4, lessPerMasteryCounter: { mastery: 'test-mastery', counter: 'sheen' } }], [draw(1)])] });

function setup(sheen: number | null, hand: number): [GameState, string] {
  let s = edit(passUntil(newGame({ first: A }), atMain(A)), (t) => {
    player(t, A).hand = [];
    if (sheen !== null) t.masteries = { [A]: { def: 'test-mastery', counters: { sheen } } };
  });
  let o: string;
  [s, o] = addObject(withDef(s, orb), A, 'test-orb');
  for (let i = 0; i < hand; i++) [s] = addCard(s, A, 'smoke-out');
  return [s, o];
}
const usable = ([s, o]: [GameState, string]) => legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === o);

describe('Ability costs reduced by mastery counters', () => {
  it('mastery (game-mechanics-mastery.md#general-rules): each counter on the named mastery takes 1 off the reserve cost, never below 0', () => {
    expect(usable(setup(null, 3))).toBe(false);
    expect(usable(setup(null, 4))).toBe(true);
    expect(usable(setup(1, 3))).toBe(true);
    expect(usable(setup(4, 0))).toBe(true);
    expect(usable(setup(9, 0))).toBe(true);
    let [s, o] = setup(3, 2);
    s = payReserve(act(s, A, { type: 'activateAbility', object: o, index: 0 }), A);
    expect(player(s, A).memory).toHaveLength(1);
  });
});
