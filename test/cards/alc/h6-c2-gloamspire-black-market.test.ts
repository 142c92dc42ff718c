// h6-c2: Gloamspire, Black Market (rest: each player with influence below seven draws into memory; Upkeep: sacrificed at influence eight or more).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { atMain, edit, mainPhaseOf, passUntil, player, resolveAll, useAbility } from '../doa/support.js';
import { canUse, place } from '../doa/round2-helpers.js';
import { addCards } from '../rdo/rdo-1-support.js';
import { A, B } from '../rdo/h6-c2-support.js';

/** `who` holds exactly `hand` cards in hand and `memory` in memory. */
const influence = (s: GameState, who: string, hand: number, memory = 0) =>
  addCards(addCards(edit(s, (t) => { player(t, who).hand = []; player(t, who).memory = []; }), who, 'smoke-out', hand), who, 'smoke-out', memory, 'memory');

describe("'gloamspire-black-market'", () => {
  const def = scriptedDef('gloamspire-black-market');
  it('resting it: players whose influence is six or lower draw one card into memory', () => {
    let s = mainPhaseOf(A);
    let market: string;
    [s, market] = place(s, A, def);
    s = influence(influence(s, A, 4, 2), B, 5, 2);
    s = resolveAll(useAbility(s, A, market, 0));
    expect(player(s, A).memory).toHaveLength(3);
    expect(player(s, B).memory).toHaveLength(2);
    expect(s.objects[market]!.rested).toBe(true);
  });
  it('only at slow speed', () => {
    let s = passUntil(mainPhaseOf(A), atMain(B));
    let market: string;
    [s, market] = place(s, A, def);
    expect(canUse(s, A, market, 0)).toBe(false);
  });
  it('Upkeep: it is sacrificed as your recollection phase starts with an influence of 8+', () => {
    const run = (hand: number) => {
      let s = passUntil(mainPhaseOf(A), atMain(B));
      let market: string;
      [s, market] = place(s, A, def);
      s = influence(s, A, hand, 2);
      return passUntil(s, atMain(A)).objects[market];
    };
    expect(run(5)).toBeDefined(); // influence 7
    expect(run(6)).toBeUndefined(); // influence 8
  });
});
