// h5-b1: cards that keep units from waking up in their controller's next wake up phase.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, atMain, passUntil } from '../../engine/helpers.js';
import type { GameState } from '../../../src/engine/index.js';

// Alice's second turn: each player's first turn has no wake up phase.
const later = (s: GameState) => passUntil(passUntil(s, atMain(B)), atMain(A));
import { activate, place } from '../amb/scenario.js';
import { aliceAs, costNow, drive } from '../amb/amb1-support.js';

const def = scriptedDef;
const ally = defineCard({ slug: 'h5b1-sturdy', name: 'Sturdy', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 5 }, {});

describe('h5-b1 wake up', () => {
  it("'freezing-hail': 2 damage to the target unit, which stays rested through its controller's next wake up phase", () => {
    let s = later(aliceAs({ classes: ['MAGE'] }));
    let bobs: string;
    [s, bobs] = place(s, B, ally, { rested: true });
    [s] = activate(s, A, def('freezing-hail'), [{ kind: 'object', id: bobs }]);
    s = drive(s);
    expect(s.objects[bobs]!.damage).toBe(2);
    s = passUntil(s, atMain(B));
    expect(s.objects[bobs]!.rested).toBe(true);
    s = passUntil(passUntil(s, atMain(A)), atMain(B));
    expect(s.objects[bobs]!.rested).toBe(false);
  });

  it("'frozen-nova': 1 damage to all allies, rests them, and none wakes in its controller's next wake up phase; Efficiency with the class bonus", () => {
    let s = later(aliceAs({ classes: ['MAGE'], level: 3 }));
    let bobs: string; let alices: string;
    [s, bobs] = place(s, B, ally);
    [s, alices] = place(s, A, ally);
    [s] = activate(s, A, def('frozen-nova'));
    s = drive(s);
    expect([s.objects[bobs]!.damage, s.objects[alices]!.damage]).toEqual([1, 1]);
    expect([s.objects[bobs]!.rested, s.objects[alices]!.rested]).toEqual([true, true]);
    s = passUntil(s, atMain(B));
    expect(s.objects[bobs]!.rested).toBe(true);
    s = passUntil(s, atMain(A));
    expect(s.objects[alices]!.rested).toBe(true);
    expect(costNow(aliceAs({ classes: ['MAGE'], level: 3 }), A, def('frozen-nova'))).toBe(5);
    expect(costNow(aliceAs({ classes: ['WARRIOR'], level: 3 }), A, def('frozen-nova'))).toBe(8);
  });
});
