// h6-c2: Krustallan Ruins (each entering ally is rested unless its controller pays (1)).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { mainPhaseOf, objectsOf, passUntil, player } from '../doa/support.js';
import { activateFromHand } from '../doa/support.js';
import { fill, place } from '../doa/round2-helpers.js';
import { ally } from '../ptm/ptm-support.js';
import { A, B, answerPay, settle } from '../rdo/h6-c2-support.js';

describe("'krustallan-ruins'", () => {
  const def = scriptedDef('krustallan-ruins');
  const recruit = ally('test-c2-recruit', ['HUMAN']);
  /** `who` activates an ally (cost 2) with the Ruins on Alice's side; the entering ally's controller pays (1) or not. */
  const run = (who: typeof A, pay: boolean, extra = 3): GameState => {
    let s = place(mainPhaseOf(A), A, def)[0];
    s = fill(s, who, 2 + extra);
    s = activateFromHand(s, who, recruit)[0];
    s = passUntil(s, (t) => t.pending?.kind === 'payToDo' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0 && t.field.some((id) => t.objects[id]!.def === recruit.slug)));
    expect(s.pending).toMatchObject({ kind: 'payToDo', player: who, amount: 1 });
    return settle(answerPay(s, who, pay));
  };
  it('an ally entering under your control is rested unless you pay (1)', () => {
    expect(objectsOf(run(A, false), recruit.slug)[0]!.rested).toBe(true);
    const paidUp = run(A, true);
    expect(objectsOf(paidUp, recruit.slug)[0]!.rested).toBe(false);
    expect(player(paidUp, A).memory).toHaveLength(3);
  });
  it("an opponent's entering ally: that opponent decides", () => {
    let s = place(mainPhaseOf(A), A, def)[0];
    let theirs: string;
    [s, theirs] = place(s, B, recruit);
    expect(s.objects[theirs]!.rested).toBe(false); // placed without entering: no trigger
    // Bob plays one on his turn.
    s = passUntil(s, (t) => t.turnPlayer === 1 && t.phase === 'main' && !!t.opportunity);
    s = fill(s, B, 3);
    s = activateFromHand(s, B, recruit)[0];
    s = passUntil(s, (t) => t.pending?.kind === 'payToDo');
    expect(s.pending).toMatchObject({ player: B, amount: 1 });
    s = settle(answerPay(s, B, false));
    expect(objectsOf(s, recruit.slug).filter((o) => o.rested).map((o) => o.controller)).toEqual([B]);
  });
});
