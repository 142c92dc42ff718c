// h6-c2: Pendant of Accrual (each opponent's recollection phase: they pay (2) or it gets a debt counter; rest and two debt counters: draw into memory).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { atMain, edit, mainPhaseOf, passUntil, player, resolveAll, useAbility } from '../doa/support.js';
import { canUse, place } from '../doa/round2-helpers.js';
import { A, B, answerPay } from './h6-c2-support.js';

describe("'pendant-of-accrual'", () => {
  const def = scriptedDef('pendant-of-accrual');
  /** Alice's Pendant; Bob's next recollection phase begins and Bob pays or not. */
  const bobsRecollection = (pay: boolean): { s: GameState; pendant: string } => {
    let s = mainPhaseOf(A);
    let pendant: string;
    [s, pendant] = place(s, A, def);
    s = passUntil(s, (t) => t.pending?.kind === 'payToDo');
    expect(s.turnPlayer).toBe(1);
    expect(s.pending).toMatchObject({ player: B, amount: 2 });
    return { s: resolveAll(answerPay(s, B, pay)), pendant };
  };
  it("as an opponent's recollection phase starts, that opponent pays (2) or the Pendant gets a debt counter", () => {
    const declined = bobsRecollection(false);
    expect(declined.s.objects[declined.pendant]!.counters.debt).toBe(1);
    const paidUp = bobsRecollection(true);
    expect(paidUp.s.objects[paidUp.pendant]!.counters.debt ?? 0).toBe(0);
  });
  it("its controller's own recollection phase asks nothing", () => {
    let s = bobsRecollection(true).s;
    s = passUntil(s, (t) => t.turnPlayer === 0 && (t.phase === 'main' || t.pending?.kind === 'payToDo'));
    expect(s.pending?.kind).not.toBe('payToDo');
  });
  it('rest it and remove two debt counters: draw a card into your memory', () => {
    let { s, pendant } = bobsRecollection(false);
    s = passUntil(s, atMain(A));
    expect(canUse(s, A, pendant, 1)).toBe(false); // one debt counter only
    s = edit(s, (t) => { t.objects[pendant]!.counters.debt = 2; });
    const memory = player(s, A).memory.length;
    s = resolveAll(useAbility(s, A, pendant, 1));
    expect(player(s, A).memory.length).toBe(memory + 1);
    expect(s.objects[pendant]!.counters.debt ?? 0).toBe(0);
    expect(s.objects[pendant]!.rested).toBe(true);
  });
});
