// h6-d1: how much combat damage your champion has dealt this turn (src/engine/effects/champion-damaged-targets.ts).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { GameState } from '../../../src/engine/index.js';
import { costToPay } from '../../../src/engine/play/costs.js';
import { A, B, atMain, champion, mainPhaseOf, passUntil } from '../doa/support.js';
import { afterCombat, as, attackWithCard, fill } from '../doa/round2-helpers.js';

const blow = (power: number) => defineCard({ slug: `test-d1c-blow-${power}`, name: 'Blow', types: ['ATTACK'], element: 'NORM', cost: reserve(0), power }, {});

describe("'eminent-commander'", () => {
  const def = scriptedDef('eminent-commander');
  /** Bob (a champion of `cls`) attacks Alice's champion with attacks of these powers, one after the other. */
  function after(cls: 'warrior' | 'mage', ...powers: number[]): GameState {
    let s = as(mainPhaseOf(B), B, cls, 'WIND');
    for (const p of powers) s = afterCombat(attackWithCard(fill(s, B, 2), B, blow(p), champion(s, A).id));
    return s;
  }
  it('class bonus: costs 3 less once your champion has dealt 3 or more combat damage this turn, in all', () => {
    expect(costToPay(after('warrior'), B, def, 0, 'activate')).toBe(5);
    expect(costToPay(after('warrior', 2), B, def, 0, 'activate')).toBe(5);
    expect(costToPay(after('warrior', 3), B, def, 0, 'activate')).toBe(2);
    expect(costToPay(after('mage', 3), B, def, 0, 'activate')).toBe(5);
  });
  it('the count is for this turn only', () => {
    const s = passUntil(after('warrior', 3), atMain(A));
    expect(costToPay(s, B, def, 0, 'activate')).toBe(5);
  });
});
