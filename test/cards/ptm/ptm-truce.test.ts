// Plea for Peace (first printed in ALC, reprinted in PTM decks): an attack tax until your next turn.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, atMain, champion, newGame, passUntil } from '../../engine/helpers.js';
import { asChampion, place, play } from '../amb/scenario.js';
import { ALL, ally } from './ptm-support.js';

describe('plea-for-peace', () => {
  const def = scriptedDef('plea-for-peace');
  it("'plea-for-peace': until your next turn begins, every attack declaration costs (1) more", () => {
    let s: GameState = play(asChampion(newGame({ first: A }), A, { classes: ['GUARDIAN'], elements: ALL }), A, def);
    expect(s.attackTaxes).toEqual([expect.objectContaining({ amount: 1, duration: 'untilYourNextTurn', controller: A })]);
    s = passUntil(s, atMain(B));
    let brute: string;
    [s, brute] = place(s, B, ally('test-brute', ['HUMAN'], 2, 5));
    let t = act(s, B, { type: 'attack', attacker: brute });
    if (t.pending?.kind === 'attackDeclaration' && t.pending.draft.stage === 'weapon') t = act(t, B, { type: 'chooseWeapon', weapon: null });
    t = act(t, B, { type: 'chooseAttackTarget', target: champion(t, A).id });
    expect(t.pending?.kind === 'attackDeclaration' && t.pending.draft.stage).toBe('payment');
    s = passUntil(s, atMain(A));
    expect(s.attackTaxes ?? []).toEqual([]);
  });
});
