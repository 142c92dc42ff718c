// h6-c2: Obsequious Blow (1 less per omen with Ciel; On Champion Hit, the first card that opponent activates in their next turn costs 2 more).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { activateFromHand, addCard, atMain, champion, edit, mainPhaseOf, passUntil, resolveAll } from '../doa/support.js';
import { as, attackWithCard, fill, paid, place } from '../doa/round2-helpers.js';
import { asNamed } from '../ptm/ptm-support.js';
import { aliceSecondTurn } from '../rdo/rdo-1-support.js';
import { A, B } from '../rdo/h6-c2-support.js';

const one = defineCard({ slug: 'test-c2-one', name: 'C2 One', types: ['ACTION'], element: 'NORM', cost: reserve(1), speed: true }, {});
function withOmens(s: GameState, n: number): GameState {
  for (let i = 0; i < n; i++) {
    let card: string;
    [s, card] = addCard(s, A, 'smoke-out', 'banishment');
    s = edit(s, (t) => { t.cardCounters = { ...t.cardCounters, [card]: { omen: 1 } }; });
  }
  return s;
}

describe("'obsequious-blow'", () => {
  const def = scriptedDef('obsequious-blow');
  it('[Ciel Bonus] costs 1 less for each omen you have', () => {
    const s = fill(asNamed(aliceSecondTurn(mainPhaseOf(A)), A, 'ciel-omenbringer', 'WATER'), A, 10);
    expect(paid(s, A, def)).toBe(10);
    expect(paid(withOmens(s, 3), A, def)).toBe(7);
    expect(paid(withOmens(as(s, A, 'guardian', 'WATER'), 3), A, def)).toBe(10);
  });
  it('On Champion Hit: the hit player pays 2 more for their first card of their following turn only', () => {
    let s = as(aliceSecondTurn(mainPhaseOf(A)), A, 'guardian', 'WATER');
    s = attackWithCard(fill(s, A, 10), A, def, champion(s, B).id);
    s = resolveAll(passUntil(s, (t) => !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
    // Still Alice's turn: nothing changes for Bob yet, nor for Alice.
    expect(paid(fill(s, A, 2), A, one)).toBe(1);
    let bob = fill(passUntil(s, atMain(B)), B, 6);
    expect(paid(bob, B, one)).toBe(3);
    bob = resolveAll(activateFromHand(bob, B, one)[0]);
    expect(paid(bob, B, one)).toBe(1);
    // Gone after that turn, even if unused.
    let unused = fill(passUntil(s, atMain(B)), B, 3);
    unused = fill(passUntil(passUntil(unused, atMain(A)), atMain(B)), B, 3);
    expect(paid(unused, B, one)).toBe(1);
  });
  it('a hit on an ally changes no cost', () => {
    let s = as(aliceSecondTurn(mainPhaseOf(A)), A, 'guardian', 'WATER');
    let w: string;
    [s, w] = place(s, B, defineCard({ slug: 'test-c2-wall', name: 'C2 Wall', types: ['ALLY'], element: 'NORM', cost: reserve(2), power: 0, life: 30 }, {}));
    s = attackWithCard(fill(s, A, 10), A, def, w);
    s = resolveAll(passUntil(s, (t) => !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
    expect(paid(fill(passUntil(s, atMain(B)), B, 3), B, one)).toBe(1);
  });
});
