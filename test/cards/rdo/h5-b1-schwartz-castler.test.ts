// h5-b1: Schwartz Castler.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import { A, B, champion, edit } from '../../engine/helpers.js';
import { activate, objectsOf, place, withDefs } from '../amb/scenario.js';
import { aliceAs, drive, namedChampion } from '../amb/amb1-support.js';

const EVERY: Element[] = ['NORM', 'FIRE', 'WATER', 'WIND', 'ARCANE', 'ASTRA', 'CRUX', 'EXIA', 'LUXEM', 'NEOS', 'TERA', 'UMBRA'];
const ally = (life: number) => defineCard({ slug: `h5b1-life-${life}`, name: `Life ${life}`, types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life }, {});

describe('h5-b1 schwartz castler', () => {
  it("'schwartz-castler': commanded will 1; for Alice, On Enter a Pawn Piece if an opponent controls a unit with an even life stat", () => {
    expect(scriptedDef('schwartz-castler').keywordValues?.commandedWill).toBe(1);
    const run = (alice: boolean, setup: (s: ReturnType<typeof aliceAs>) => ReturnType<typeof aliceAs>) => {
      let s = withDefs(aliceAs({ classes: ['GUARDIAN'], elements: EVERY }), scriptedDef('pawn-piece'));
      if (alice) s = namedChampion(s, A, 'Alice', ['GUARDIAN']);
      s = setup(s);
      [s] = activate(s, A, scriptedDef('schwartz-castler'));
      return objectsOf(drive(s), 'pawn-piece').length;
    };
    // Bob's champion gets an odd life stat (41), so only his allies decide.
    const oddChampion = (s: ReturnType<typeof aliceAs>) => {
      const champ = defineCard({ slug: 'h5b1-odd-champ', name: 'Odd Champion', types: ['CHAMPION'], element: 'NORM', cost: { kind: 'memory', value: 0 }, level: 0, life: 41 }, {});
      return edit(withDefs(s, champ), (t) => { t.objects[champion(t, B).id]!.def = champ.slug; });
    };
    const withAlly = (life: number, buff = 0) => (s: ReturnType<typeof aliceAs>) => place(oddChampion(s), B, ally(life), { counters: { buff } })[0];
    expect(run(true, oddChampion)).toBe(0);
    expect(run(true, withAlly(4))).toBe(1);
    expect(run(true, withAlly(3))).toBe(0);
    expect(run(true, withAlly(3, 1))).toBe(1); // 3 + a buff counter
    expect(run(false, withAlly(4))).toBe(0);
  });
});
