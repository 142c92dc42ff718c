// Cleric regalia first printed in MRC.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/index.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, atMain, edit, legal, mainPhaseOf, passUntil, player, resolveAll } from '../doa/support.js';
import { place } from '../doa/round2-helpers.js';
import { addObject } from '../../engine/helpers.js';

const scripture = scriptedDef('alchemical-scripture');
const blightroot = scriptedDef('blightroot');

/** Alice controls the scripture and `n` tokens (Blightroot herbs, no card), then her turn ends. */
function endOfTurnWith(n: number, whose = A): number {
  let s = mainPhaseOf(A);
  [s] = place(s, A, scripture);
  s = { ...s, defs: { ...s.defs, blightroot } } as GameState;
  for (let i = 0; i < n; i++) [s] = addObject(s, whose, 'blightroot', { card: null });
  const memory = player(s, A).memory.length;
  s = passUntil(s, atMain(B));
  return player(s, A).memory.length - memory;
}

describe('alchemical-scripture', () => {
  it('as your end phase begins, with four or more tokens under your control, draw a card into your memory', () => {
    expect(endOfTurnWith(4)).toBe(1);
    expect(endOfTurnWith(3)).toBe(0);
    expect(endOfTurnWith(4, B)).toBe(0); // the opponent's tokens do not count
  });
});

describe('worn-diary', () => {
  it('resting it puts a page counter on it for each card in your memory', () => {
    let s = mainPhaseOf(A);
    let diary: string;
    [s, diary] = place(s, A, scriptedDef('worn-diary'));
    s = edit(s, (t) => { player(t, A).memory = player(t, A).hand.slice(0, 4); player(t, A).hand = player(t, A).hand.slice(4); });
    s = resolveAll(act(s, A, { type: 'activateAbility', object: diary, index: 0 }));
    expect(s.objects[diary]!.counters.page).toBe(4);
    expect(s.objects[diary]!.rested).toBe(true);
  });

  it('with ten or more page counters, resting and banishing it draws a card', () => {
    let s = mainPhaseOf(A);
    let diary: string;
    [s, diary] = place(s, A, scriptedDef('worn-diary'), { counters: { page: 9 } });
    expect(legal(s, A)).not.toContainEqual({ type: 'activateAbility', object: diary, index: 1 });
    [s, diary] = place(s, A, scriptedDef('worn-diary'), { counters: { page: 10 } });
    const hand = player(s, A).hand.length;
    s = resolveAll(act(s, A, { type: 'activateAbility', object: diary, index: 1 }));
    expect(player(s, A).hand.length).toBe(hand + 1);
    expect(s.objects[diary]).toBeUndefined();
  });
});
