// "Can't wake up" (a prohibition, game-mechanics/game-mechanics-miscellaneous-topics/permission.md#general-rules):
// the object stays rested in its controller's wake up phase
// (game-mechanics/game-mechanics-turn-order/turn-order-wake-up-phase.md#general-rules) and an effect that
// would wake it up does nothing to it (glossary/game-terms.md#wake-up).
import { describe, expect, it } from 'vitest';
import { cant, defineCard, reserve, staticAbility, target, targetUnit } from '../../src/cards/define.js';
import { A, B, atMain, newGame, passUntil } from '../engine/helpers.js';
import { objectTarget, place, play, withDefs } from '../cards/amb/scenario.js';

const sleeper = defineCard({ slug: 'test-sleeper', name: 'Test Sleeper', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 2 }, { abilities: [staticAbility(cant('wakeUp'))] });
const napper = defineCard({ slug: 'test-napper', name: 'Test Napper', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 2 }, {});
const rouse = defineCard({ slug: 'test-rouse', name: 'Test Rouse', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [targetUnit()], onResolve: [{ op: 'wakeUp', subject: target(0) }] });

describe("can't wake up", () => {
  it('stays rested through its wake up phase, while other objects wake up', () => {
    let s = withDefs(newGame({ first: A }), sleeper, napper);
    let a: string, b: string;
    [s, a] = place(s, A, sleeper, { rested: true });
    [s, b] = place(s, A, napper, { rested: true });
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(s.objects[a]!.rested).toBe(true);
    expect(s.objects[b]!.rested).toBe(false);
  });

  it('an effect that wakes it up leaves it rested', () => {
    let s = withDefs(newGame({ first: A }), sleeper, napper, rouse);
    let a: string, b: string;
    [s, a] = place(s, A, sleeper, { rested: true });
    [s, b] = place(s, A, napper, { rested: true });
    s = play(s, A, rouse, [objectTarget(a)]);
    s = play(s, A, rouse, [objectTarget(b)]);
    expect(s.objects[a]!.rested).toBe(true);
    expect(s.objects[b]!.rested).toBe(false);
  });
});
