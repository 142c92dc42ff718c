// Conditions about a source that a cost removed ('game-mechanics/game-mechanics-card-and-object-information.md#last-known-information'):
// "if this had N counters" reads the counters it had as it was sacrificed (src/engine/effects/left-source-conditions.ts).
import { describe, expect, it } from 'vitest';
import { activated, defineCard, draw, ifThen, reserve, sacrificeSelf } from '../../src/cards/define.js';
import { A, act, payReserve, player } from '../engine/helpers.js';
import { place } from '../cards/amb/scenario.js';
import { aliceAs, drive } from '../cards/amb/amb1-support.js';

const jar = defineCard({ slug: 'test-jar-b3', name: 'Test Jar', types: ['ITEM'], element: 'NORM', cost: reserve(0) },
  { abilities: [activated([sacrificeSelf()], [ifThen({ kind: 'selfCounters', counter: 'age', min: 2 }, [draw(1)])])] });

describe("last-known counters of a sacrificed source ('#last-known-information')", () => {
  it('counts the counters it had as the cost removed it', () => {
    for (const [age, drawn] of [[2, 1], [1, 0]] as const) {
      let s = aliceAs({});
      let id: string;
      [s, id] = place(s, A, jar, { counters: { age } });
      const deck = player(s, A).mainDeck.length;
      s = drive(payReserve(act(s, A, { type: 'activateAbility', object: id, index: 0 }), A));
      expect(s.objects[id]).toBeUndefined();
      expect(deck - player(s, A).mainDeck.length).toBe(drawn);
    }
  });
});
