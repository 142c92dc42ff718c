// Discarding at random from memory ('glossary/game-terms.md#discard'): the card goes from memory to its owner's
// graveyard, picked with the game's seeded RNG; nothing with an empty memory (src/engine/effects/memory-discard.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import { A, B, edit, player } from '../engine/helpers.js';
import { activate } from '../cards/amb/scenario.js';
import { addCards, aliceAs, drive } from '../cards/amb/amb1-support.js';

const junk = defineCard({ slug: 'test-junk-b3m', name: 'Test Junk', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, { onResolve: [] });
const shake = defineCard({ slug: 'test-shake-b3', name: 'Test Shake', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { onResolve: [{ op: 'discardRandomFromMemory', who: 'opponents' }] });

describe("random discard from memory ('glossary/game-terms.md#discard')", () => {
  it('one memory card of each opponent goes to their graveyard; the same seed picks the same card', () => {
    const run = () => {
      let s = edit(aliceAs({}), (t) => { player(t, B).memory = []; });
      let cards: string[];
      [s, cards] = addCards(s, B, junk, 'memory', 3);
      [s] = activate(s, A, shake);
      s = drive(s);
      return { gone: cards.filter((c) => player(s, B).graveyard.includes(c)), left: player(s, B).memory.length };
    };
    const first = run();
    expect(first.gone).toHaveLength(1);
    expect(first.left).toBe(2);
    expect(run()).toEqual(first);
  });

  it('an empty memory discards nothing', () => {
    let s = edit(aliceAs({}), (t) => { player(t, B).memory = []; });
    const graveyard = player(s, B).graveyard.length;
    [s] = activate(s, A, shake);
    s = drive(s);
    expect(player(s, B).graveyard.length).toBe(graveyard);
  });
});
