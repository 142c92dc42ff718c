// h5-b3: revitalizing-cleanse (a count of memory cards, CardCount zone 'memory').
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, champion, edit, player } from '../../engine/helpers.js';
import { activate } from '../amb/scenario.js';
import { addCards, aliceAs, drive } from '../amb/amb1-support.js';

const water = defineCard({ slug: 'test-water-b3', name: 'Test Water', types: ['ACTION'], element: 'WATER', cost: reserve(1) }, { onResolve: [] });
const fire = defineCard({ slug: 'test-fire-b3c', name: 'Test Fire', types: ['ACTION'], element: 'FIRE', cost: reserve(1) }, { onResolve: [] });

describe("'revitalizing-cleanse'", () => {
  it('reveals the memory, recovers 1 per water card among it, then draws', () => {
    let s = edit(aliceAs({}), (t) => { t.objects[player(t, A).champion!]!.damage = 10; player(t, A).memory = []; });
    [s] = addCards(s, A, water, 'memory', 3);
    [s] = addCards(s, A, fire, 'memory', 2);
    [s] = activate(s, A, scriptedDef('revitalizing-cleanse'));
    const paidIntoMemory = player(s, A).memory.filter((c) => s.defs[s.cards[c]!.def]!.elements.includes('WATER')).length - 3;
    const deck = player(s, A).mainDeck.length;
    s = drive(s);
    expect(champion(s, A).damage).toBe(10 - 3 - paidIntoMemory);
    expect(player(s, A).mainDeck.length).toBe(deck - 1);
    expect(s.log.some((l) => l.text.includes('reveals their memory') && l.text.includes('Test Water'))).toBe(true);
  });
});
