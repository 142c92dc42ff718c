// Two small mechanics with cards of our own:
// - "whenever you gather": gathering is a player action a trigger can watch (glossary/game-terms.md#gather);
// - an ability whose source was banished to pay its cost still counts the counters the source had, by
//   last-known information (game-mechanics/game-mechanics-card-and-object-information.md#last-known-information).
import { describe, expect, it } from 'vitest';
import { activated, banishSelf, defineCard, putCounters, reserve, self, triggered, whenever } from '../../src/cards/define.js';
import { scriptedDef } from '../../src/cards/scripts/index.js';
import { GATHER_HERBS } from '../../src/engine/effects/cleric-ops.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, edit, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const watcher = defineCard({ slug: 'test-gather-watcher', name: 'test-gather-watcher', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {
  abilities: [
    triggered(whenever('gathers', { who: 'you' }), [putCounters(self(), 'refinement', 1)]),
    activated([banishSelf()], [{ op: 'draw', who: 'you', count: 1, perSourceCounters: { counter: 'refinement', every: 2 } }]),
  ],
});
const gatherer = defineCard({ slug: 'test-gatherer', name: 'test-gatherer', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [{ op: 'gather' }, { op: 'gather' }] });
const settled = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);

function start(): [GameState, string] {
  let s = GATHER_HERBS.reduce((t, slug) => withDef(t, scriptedDef(slug)), withDef(withDef(newGame({ first: A }), watcher), gatherer));
  let id: string;
  [s, id] = addObject(s, A, watcher.slug);
  return [s, id];
}

describe('Watching gathering (glossary/game-terms.md#gather)', () => {
  it('each gather is one event for its player: two gathers, two triggers; the other player gathering is not "you"', () => {
    let [s, id] = start();
    let card: string;
    [s, card] = addCard(s, A, gatherer.slug);
    s = settled(payReserve(act(s, A, { type: 'activate', card }), A));
    expect(s.objects[id]!.counters.refinement).toBe(2);
    s = passUntil(s, atMain(B));
    [s, card] = addCard(s, B, gatherer.slug);
    s = settled(payReserve(act(s, B, { type: 'activate', card }), B));
    expect(s.objects[id]!.counters.refinement).toBe(2);
  });
});

describe('Counters of a source banished as a cost (game-mechanics-card-and-object-information.md#last-known-information)', () => {
  it('the resolution reads the counters the source had as it left', () => {
    let [s, id] = start();
    s = edit(s, (t) => { t.objects[id]!.counters.refinement = 5; });
    const hand = player(s, A).hand.length;
    s = settled(act(s, A, { type: 'activateAbility', object: id, index: 1 }));
    expect(s.objects[id]).toBeUndefined();
    expect(player(s, A).hand.length).toBe(hand + 2);
  });
});
