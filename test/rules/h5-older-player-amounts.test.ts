// X amounts about the effect's controller, counted as the effect resolves (src/engine/effects/player-amounts.ts):
// cards in hand, cards in memory, counters of a kind on the champion.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import { A, addCard, addObject, champion, edit, newGame, player } from '../engine/helpers.js';
import { play } from '../cards/doa/support.js';

const spell = (slug: string, x: 'handSize' | 'memorySize' | 'enlighten') =>
  defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {
    onResolve: [{
      op: 'scaled', x: x === 'enlighten' ? { of: 'championCounters', counter: 'enlighten' } : { of: x },
      effect: { op: 'addCounters', subject: { ref: 'yourChampion' }, counter: 'buff', count: 0 },
    }],
  });

const countSpell = (slug: string, x: { of: 'greatestPower'; filter: { type: 'ALLY' } } | { of: 'alliesMoreThanYou'; target: number }) =>
  defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {
    ...(x.of === 'alliesMoreThanYou' ? { targets: [{ kind: 'player' as const }] } : {}),
    onResolve: [{ op: 'scaled', x, effect: { op: 'addCounters', subject: { ref: 'yourChampion' }, counter: 'buff', count: 0 } }],
  });

describe('object amounts as an X', () => {
  it('the greatest power among your objects of a kind, yours only (game-mechanics/game-mechanics-playing-cards/playing-cards-resolution.md#general-rules)', () => {
    let s = newGame({ first: A });
    [s] = addObject(s, A, 'woodland-squirrels');
    [s] = addObject(s, A, 'trusty-steed', { counters: { buff: 2 } });
    [s] = addObject(s, 'bob', 'trusty-steed', { counters: { buff: 5 } });
    [s] = play(s, A, countSpell('test-greatest', { of: 'greatestPower', filter: { type: 'ALLY' } }));
    expect(champion(s, A).counters.buff).toBe(3);
  });

  it('how many more allies the targeted player controls than you, never below 0 (game-mechanics/game-mechanics-playing-cards/playing-cards-resolution.md#general-rules)', () => {
    let s = newGame({ first: A });
    for (let i = 0; i < 3; i++) [s] = addObject(s, 'bob', 'woodland-squirrels');
    [s] = addObject(s, A, 'woodland-squirrels');
    const spell = countSpell('test-more-allies', { of: 'alliesMoreThanYou', target: 0 });
    [s] = play(s, A, spell, [{ kind: 'player', id: 'bob' }]);
    expect(champion(s, A).counters.buff).toBe(2);
    [s] = play(s, A, spell, [{ kind: 'player', id: A }]);
    expect(champion(s, A).counters.buff).toBe(2);
  });
});

describe('player amounts as an X', () => {
  it('counts the cards in your hand as it resolves, the resolving card not among them (game-mechanics/game-mechanics-playing-cards/playing-cards-resolution.md#general-rules)', () => {
    let s = edit(newGame({ first: A }), (t) => { player(t, A).hand = []; });
    for (let i = 0; i < 3; i++) [s] = addCard(s, A, 'smoke-out');
    [s] = play(s, A, spell('test-hand-x', 'handSize'));
    expect(champion(s, A).counters.buff).toBe(3);
  });

  it('counts the cards in your memory (game-mechanics/game-mechanics-playing-cards/playing-cards-resolution.md#general-rules)', () => {
    let s = edit(newGame({ first: A }), (t) => { player(t, A).memory = []; });
    for (let i = 0; i < 2; i++) [s] = addCard(s, A, 'smoke-out', 'memory');
    [s] = play(s, A, spell('test-memory-x', 'memorySize'));
    expect(champion(s, A).counters.buff).toBe(2);
  });

  it("counts a kind of counter on your champion, and no other player's (game-mechanics/game-mechanics-counters.md#general-rules)", () => {
    let s = edit(newGame({ first: A }), (t) => {
      t.objects[player(t, A).champion!]!.counters.enlighten = 4;
      t.objects[player(t, 'bob').champion!]!.counters.enlighten = 9;
    });
    [s] = play(s, A, spell('test-enlighten-x', 'enlighten'));
    expect(champion(s, A).counters.buff).toBe(4);
  });
});
