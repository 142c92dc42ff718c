// RDO control changes: Ordained Charisma takes an ally of 2 power or less until end of turn and wakes it up;
// False Tidings gives a Crystal object of yours to a target opponent, drawing two only if it changed hands.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { A, B, act, addCard, newGame, passUntil, payReserve, player } from '../../engine/helpers.js';
import { asChampion, objectTarget, place, playerTarget, settle, withDefs } from '../amb/scenario.js';

const ally = (slug: string, power: number) => defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(2), power, life: 3 }, {});
const crystal = defineCard({ slug: 'test-crystal', name: 'Test Crystal', types: ['ITEM'], subtypes: ['CRYSTAL'], element: 'NORM', cost: reserve(1) }, {});
const trinket = defineCard({ slug: 'test-trinket', name: 'Test Trinket', types: ['ITEM'], element: 'NORM', cost: reserve(1) }, {});
const game = (classes: string[]): GameState => {
  let s = asChampion(newGame({ first: A }), A, { classes, elements: ['NORM', 'FIRE'], level: 1 });
  for (let i = 0; i < 6; i++) [s] = addCard(s, A, 'smoke-out');
  return withDefs(s, scriptedDef('ordained-charisma'), scriptedDef('false-tidings'));
};
const targetable = (s: GameState, id: string): boolean => legalActions(s, A).some((a) => a.type === 'chooseTarget' && a.target?.kind === 'object' && a.target.id === id);

describe("'ordained-charisma'", () => {
  it('only allies with 2 power or less; you control it, awake, until end of turn, then its controller has it back', () => {
    let s = game(['CLERIC']);
    let small: string, big: string, card: string;
    [s, small] = place(s, B, ally('test-oc-small', 2), { rested: true });
    [s, big] = place(s, B, ally('test-oc-big', 3));
    [s, card] = addCard(s, A, 'ordained-charisma');
    s = act(s, A, { type: 'activate', card });
    expect(targetable(s, big)).toBe(false);
    expect(targetable(s, small)).toBe(true);
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(small) });
    s = settle(payReserve(s, A));
    expect(s.objects[small]!.controller).toBe(A);
    expect(s.objects[small]!.rested).toBe(false);
    expect(s.objects[small]!.owner).toBe(B);
    s = passUntil(s, (t) => t.players[t.turnPlayer]!.id === B);
    expect(s.objects[small]!.controller).toBe(B);
  });
});

describe("'false-tidings'", () => {
  it('the target opponent gains control of your target Crystal object for good; you draw two', () => {
    let s = game(['ASSASSIN']);
    let gem: string, other: string, card: string;
    [s, gem] = place(s, A, crystal);
    [s, other] = place(s, A, trinket);
    [s, card] = addCard(s, A, 'false-tidings');
    s = act(s, A, { type: 'activate', card });
    s = act(s, A, { type: 'chooseTarget', target: playerTarget(B) });
    expect(targetable(s, other)).toBe(false);
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(gem) });
    s = payReserve(s, A);
    const hand = player(s, A).hand.length;
    s = settle(s);
    expect(s.objects[gem]!.controller).toBe(B);
    expect(player(s, A).hand.length).toBe(hand + 2);
    s = passUntil(s, (t) => t.players[t.turnPlayer]!.id === B);
    expect(s.objects[gem]!.controller).toBe(B);
  });
});
