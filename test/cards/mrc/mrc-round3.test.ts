// MRC cards scripted in round 3: class-bonus keywords that work outside the field.
import { describe, expect, it } from 'vitest';
import { A, mainPhaseOf, objectsOf, play } from '../doa/support.js';
import { as, fill } from '../doa/round2-helpers.js';
import { floatsFor, payWithFloating } from '../doa/round3-helpers.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const cellVanguard = scriptedDef('cell-vanguard');

describe('MRC round 3', () => {
  it("'cell-vanguard': with the Warrior bonus its On Enter summons a rested Powercell; Warrior Floating Memory", () => {
    let s = fill(as(mainPhaseOf(A), A, 'warrior', 'WIND'), A, 2);
    [s] = play(s, A, cellVanguard);
    const cells = objectsOf(s, 'powercell');
    expect(cells).toHaveLength(1);
    expect(cells[0]!.controller).toBe(A);
    expect(cells[0]!.rested).toBe(true);
    let t = fill(as(mainPhaseOf(A), A, 'mage', 'WIND'), A, 2);
    [t] = play(t, A, cellVanguard);
    expect(objectsOf(t, 'cell-vanguard')).toHaveLength(1);
    expect(objectsOf(t, 'powercell')).toHaveLength(0);
    expect(floatsFor(cellVanguard, 'warrior')).toBe(true);
    expect(floatsFor(cellVanguard, 'mage')).toBe(false);
    expect(payWithFloating(cellVanguard, 'warrior').s.stack).toHaveLength(1);
  });
});
