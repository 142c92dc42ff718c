// h6-c2: Frigid Bash (a Shield cost reduction; its On Hit keeps the hit object rested unless its controller pays).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { GameState } from '../../../src/engine/index.js';
import { atMain, mainPhaseOf, passUntil } from '../doa/support.js';
import { as, attackWithCard, fill, paid, place } from '../doa/round2-helpers.js';
import { ally, trinket } from '../ptm/ptm-support.js';
import { addCards, aliceSecondTurn } from '../rdo/rdo-1-support.js';
import { A, B, answerPay } from '../rdo/h6-c2-support.js';

const shield = defineCard({ slug: 'test-c2-shield', name: 'C2 Shield', types: ['ITEM'], subtypes: ['GUARDIAN', 'SHIELD'], element: 'NORM', cost: reserve(1) }, {});

describe("'frigid-bash'", () => {
  const def = scriptedDef('frigid-bash');
  /** Alice's champion attacks Bob's rested ally with Frigid Bash; Bob pays (2) or not; then Bob's turn begins. */
  const run = (cls: 'guardian' | 'mage', pay: boolean | null): { s: GameState; wall: string } => {
    let s = as(aliceSecondTurn(mainPhaseOf(A)), A, cls, 'WATER');
    let wall: string;
    [s, wall] = place(s, B, ally('test-c2-wall', ['HUMAN'], 0, 20), { rested: true });
    s = addCards(fill(s, A, 4), B, 'smoke-out', 2);
    s = attackWithCard(s, A, def, wall);
    s = passUntil(s, (t) => t.pending?.kind === 'payToDo' || (!t.combat && t.stack.length === 0 && !t.pending));
    if (pay !== null) {
      expect(s.pending).toMatchObject({ kind: 'payToDo', player: B, amount: 2 });
      s = answerPay(s, B, pay);
    } else expect(s.pending).toBeNull();
    return { s: passUntil(s, atMain(B)), wall };
  };
  it('[Class Bonus] On Hit: the hit object stays rested through its next wake up phase unless its controller pays (2)', () => {
    const declined = run('guardian', false);
    expect(declined.s.objects[declined.wall]!.rested).toBe(true);
    const paidUp = run('guardian', true);
    expect(paidUp.s.objects[paidUp.wall]!.rested).toBe(false);
  });
  it('without the class bonus there is no On Hit', () => {
    const r = run('mage', null);
    expect(r.s.objects[r.wall]!.rested).toBe(false);
  });
  it('costs 2 less while you control a Shield item (not any item)', () => {
    const s = fill(as(aliceSecondTurn(mainPhaseOf(A)), A, 'guardian', 'WATER'), A, 4);
    expect(paid(s, A, def)).toBe(3);
    expect(paid(place(s, A, trinket)[0], A, def)).toBe(3);
    expect(paid(place(s, A, shield)[0], A, def)).toBe(1);
  });
});
