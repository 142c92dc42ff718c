// h6-c2: Debilitating Grasp (goes under the hit champion's lineage; Inherited Effect: the first card each turn costs 1 more).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { activateFromHand, atMain, champion, mainPhaseOf, passUntil, resolveAll } from '../doa/support.js';
import { as, attackWithCard, fill, paid } from '../doa/round2-helpers.js';
import { aliceSecondTurn } from '../rdo/rdo-1-support.js';
import { A, B } from '../rdo/h6-c2-support.js';

const one = defineCard({ slug: 'test-c2-one', name: 'C2 One', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, {});

describe("'debilitating-grasp'", () => {
  const def = scriptedDef('debilitating-grasp');
  const hitBob = (cls: 'assassin' | 'mage'): GameState => {
    let s = as(aliceSecondTurn(mainPhaseOf(A)), A, cls, 'UMBRA');
    s = attackWithCard(fill(s, A, 3), A, def, champion(s, B).id);
    return resolveAll(passUntil(s, (t) => !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
  };
  const inBobsLineage = (s: GameState) => champion(s, B).lineage.some((c) => s.cards[c]!.def === def.slug);
  it("[Class Bonus] On Champion Hit it goes to the bottom of the hit champion's lineage", () => {
    expect(inBobsLineage(hitBob('assassin'))).toBe(true);
    expect(inBobsLineage(hitBob('mage'))).toBe(false);
  });
  it('Inherited Effect: the first card its champion\'s player activates each turn costs 1 more, the next ones do not', () => {
    let s = passUntil(hitBob('assassin'), atMain(B));
    s = fill(s, B, 6);
    expect(paid(s, B, one)).toBe(2);
    s = resolveAll(activateFromHand(s, B, one)[0]);
    expect(paid(s, B, one)).toBe(1);
    // Alice, whose champion does not have it, pays as usual on her turn.
    let t = passUntil(s, atMain(A));
    t = fill(t, A, 3);
    expect(paid(t, A, one)).toBe(1);
    // And on Bob's next turn the first card costs 1 more again.
    const u = fill(passUntil(t, atMain(B)), B, 3);
    expect(paid(u, B, one)).toBe(2);
  });
});
