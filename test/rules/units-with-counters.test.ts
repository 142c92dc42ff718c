// Effects on "each unit with a [kind] counter on it" and removing all counters of a kind
// (game-mechanics/game-mechanics-counters.md#general-rules). A card of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, champion, edit, newGame, player } from '../engine/helpers.js';
import { place, play } from '../cards/amb/scenario.js';

const wipe = defineCard({ slug: 'test-wipe', name: 'Test Wipe', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'removeAllCounters', subject: { ref: 'unitsWithCounter', counter: 'glimmer' }, counter: 'glimmer' }] });
const wall = defineCard({ slug: 'test-wall', name: 'Test Wall', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 0, life: 4 }, {});

describe('Units with counters (game-mechanics-counters.md#general-rules)', () => {
  it('every unit with such counters, whoever controls it, loses all of them; other kinds stay', () => {
    let s: GameState = newGame({ first: A });
    let w: string;
    [s, w] = place(s, B, wall, { counters: { glimmer: 3, buff: 1 } });
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.glimmer = 2; });
    s = play(s, A, wipe);
    expect([s.objects[w]!.counters.glimmer, s.objects[w]!.counters.buff, champion(s, A).counters.glimmer]).toEqual([0, 1, 0]);
  });
});
