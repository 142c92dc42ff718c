// An object that "doesn't wake up during its controller's next wake up phase" is passed by in that phase only
// (game-mechanics/game-mechanics-turn-order/turn-order-wake-up-phase.md#general-rules).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, target, targetUnit } from '../../src/cards/define.js';
import { A, B, act, addCard, addObject, atMain, newGame, passUntil, payReserve, withDef } from '../engine/helpers.js';

const chill = defineCard({ slug: 'test-chill', name: 'test-chill', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [targetUnit()], onResolve: [{ op: 'skipNextWakeUp', subject: target(0) }] });
const ally = defineCard({ slug: 'test-sleeper', name: 'test-sleeper', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, {});

describe("Skipping the next wake up (turn-order-wake-up-phase.md#general-rules)", () => {
  it("only the controller's next wake up phase passes the object by", () => {
    // Alice's second turn: each player's first turn has no wake up phase.
    let s = passUntil(passUntil(withDef(withDef(newGame({ first: A }), chill), ally), atMain(B)), atMain(A));
    let bobs: string; let alices: string;
    [s, bobs] = addObject(s, B, 'test-sleeper', { rested: true });
    [s, alices] = addObject(s, A, 'test-sleeper', { rested: true });
    let card: string;
    [s, card] = addCard(s, A, 'test-chill');
    s = payReserve(act(act(s, A, { type: 'activate', card }), A, { type: 'chooseTarget', target: { kind: 'object', id: bobs } }), A);
    s = passUntil(s, (t) => t.stack.length === 0);
    s = passUntil(s, atMain(B));
    expect(s.objects[bobs]!.rested).toBe(true); // Bob's wake up phase passed it by
    expect(s.objects[alices]!.rested).toBe(true); // not Alice's turn yet
    s = passUntil(s, atMain(A));
    expect(s.objects[alices]!.rested).toBe(false);
    expect(s.objects[bobs]!.rested).toBe(true); // Alice's wake up phase does not touch Bob's objects
    s = passUntil(s, atMain(B));
    expect(s.objects[bobs]!.rested).toBe(false); // the mark was used up
  });
});
