// Revealing a random card of your memory, and a follow-up only when it fits (src/engine/effects/random-memory-reveal.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, putCounters, reserve, yourChampion } from '../../src/cards/define.js';
import { A, addCard, champion, edit, newGame, player, withDef } from '../engine/helpers.js';
import { play } from '../cards/doa/support.js';

const peek = defineCard({ slug: 'test-peek', name: 'Test Peek', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'revealRandomFromMemory', filter: { element: 'WATER' }, then: [putCounters(yourChampion(), 'buff', 1)] }] });

describe('a random card revealed from memory', () => {
  it('stays in memory, is named in the log, and the follow-up needs it to fit (glossary/game-terms.md#reveal)', () => {
    const run = (slug: string) => {
      let s = withDef(edit(newGame({ first: A }), (t) => { player(t, A).memory = []; }), peek);
      let card: string;
      [s, card] = addCard(s, A, slug, 'memory');
      const logged = s.log.length;
      [s] = play(s, A, peek);
      expect(player(s, A).memory).toContain(card);
      expect(s.log.slice(logged).some((l) => JSON.stringify(l).includes('at random from their memory'))).toBe(true);
      return champion(s, A).counters.buff ?? 0;
    };
    expect(run('glacial-evocation')).toBe(1);
    expect(run('smoke-out')).toBe(0);
  });

  it('an empty memory reveals nothing (glossary/game-terms.md#reveal)', () => {
    let s = withDef(edit(newGame({ first: A }), (t) => { player(t, A).memory = []; }), peek);
    [s] = play(s, A, peek);
    expect(champion(s, A).counters.buff ?? 0).toBe(0);
  });
});
