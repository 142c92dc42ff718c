// "Enters the field with N counters" (game-mechanics/game-mechanics-counters.md#general-rules): the counters are
// on it as it enters, however it enters. A card of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, staticAbility } from '../../src/cards/define.js';
import { A, newGame } from '../engine/helpers.js';
import { objectsOf, play } from '../cards/amb/scenario.js';

const well = defineCard({ slug: 'test-well', name: 'Test Well', types: ['DOMAIN'], element: 'NORM', cost: reserve(0) },
  { abilities: [staticAbility({ kind: 'entersWithCounters', counter: 'age', count: 2 })] });

describe('Enters with counters (game-mechanics-counters.md#general-rules)', () => {
  it('the object is on the field with its counters', () => {
    const s = play(newGame({ first: A }), A, well);
    expect(objectsOf(s, well.slug)[0]!.counters.age).toBe(2);
  });
});
