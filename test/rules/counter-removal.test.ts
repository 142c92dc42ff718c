// Counters removed from an object are events a "whenever a [kind] counter is removed" ability watches, one per
// counter (game-mechanics/game-mechanics-counters.md#general-rules); an opponent's influence is the cards in their
// hand and memory (glossary/game-terms.md#influence). Cards of our own.
import { describe, expect, it } from 'vitest';
import { activated, defineCard, draw, memory, staticAbility, triggered, whenever } from '../../src/cards/define.js';
import { currentStat } from '../../src/engine/state/query.js';
import { A, B, act, addObject, game, player, settle, withCards, withDef } from '../cards/regalia-b-support.js';

const battery = defineCard({ slug: 'test-battery', name: 'test-battery', types: ['ITEM'], element: 'NORM', cost: memory(0), power: 1 }, {
  abilities: [
    activated([{ kind: 'removeCounters', counter: 'charge', count: 2 }], []),
    triggered(whenever('counterRemoved', { self: true, counter: 'charge' }), [draw(1)]),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 3 }, { kind: 'opponentInfluence', min: 4 }),
  ],
});

describe('counters removed (game-mechanics-counters.md#general-rules) and influence (game-terms.md#influence)', () => {
  it('removing two counters as a cost makes two events; only counters of the watched kind count', () => {
    let s = withDef(game(), battery);
    let o: string;
    [s, o] = addObject(s, A, battery.slug, { counters: { charge: 3, buff: 1 } });
    const hand = player(s, A).hand.length;
    s = settle(act(s, A, { type: 'activateAbility', object: o, index: 0 }));
    expect(s.objects[o]!.counters.charge).toBe(1);
    expect(player(s, A).hand.length).toBe(hand + 2);
  });

  it("an opponent's influence of at least N: hand and memory together", () => {
    let s = withDef(game(), battery);
    s = { ...s, players: s.players.map((p) => (p.id === B ? { ...p, hand: [], memory: [] } : p)) };
    let o: string;
    [s, o] = addObject(s, A, battery.slug);
    s = withCards(withCards(s, 2, B, 'hand'), 1, B, 'memory');
    expect(currentStat(s, s.objects[o]!, 'power')).toBe(1);
    s = withCards(s, 1, B, 'memory');
    expect(currentStat(s, s.objects[o]!, 'power')).toBe(4);
  });
});
