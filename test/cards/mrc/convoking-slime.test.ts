// Convoking Slime (MRC): a rested token copy of itself each recollection phase, with the Tamer bonus.
import { describe, expect, it } from 'vitest';
import { A, mainPhaseOf, objectsOf, passUntil } from '../doa/support.js';
import { as, place } from '../doa/round2-helpers.js';
import type { GameState } from '../../../src/engine/index.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const convokingSlime = scriptedDef('convoking-slime');

const toAliceMain = (s: GameState) => passUntil(s, (t) => t.turn === 3 && t.phase === 'main' && !t.pending && t.stack.length === 0);

describe('convoking-slime', () => {
  it("'convoking-slime' (game-mechanics-copy.md#copying-objects): at your recollection a rested token copy is summoned, without the counters", () => {
    let s = as(mainPhaseOf('bob'), A, 'tamer');
    let slime: string;
    [s, slime] = place(s, A, convokingSlime, { counters: { buff: 2 } });
    s = toAliceMain(s);
    const slimes = objectsOf(s, 'convoking-slime');
    expect(slimes).toHaveLength(2);
    expect(slimes.find((o) => o.id !== slime)).toMatchObject({ card: null, controller: A, owner: A, rested: true, copy: true, counters: {} });
  });

  it("'convoking-slime' (keywords-and-abilities.md#class-bonus): without the Tamer class bonus no copy is summoned", () => {
    let s = as(mainPhaseOf('bob'), A, 'mage');
    [s] = place(s, A, convokingSlime);
    s = toAliceMain(s);
    expect(objectsOf(s, 'convoking-slime')).toHaveLength(1);
  });
});
