// h5-b1: Message in Shadows (Ally Link; +2 power while the linked ally has stealth).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import { currentStat } from '../../../src/engine/state/query.js';
import { A } from '../../engine/helpers.js';
import { activate, place } from '../amb/scenario.js';
import { aliceAs, drive } from '../amb/amb1-support.js';

const EVERY: Element[] = ['NORM', 'FIRE', 'WATER', 'WIND', 'ARCANE', 'ASTRA', 'CRUX', 'EXIA', 'LUXEM', 'NEOS', 'TERA', 'UMBRA'];
const sneaky = defineCard({ slug: 'h5b1-sneaky', name: 'Sneaky', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 2 }, { keywords: ['stealth'] });
const plain = defineCard({ slug: 'h5b1-plain', name: 'Plain', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 2 }, {});

describe('h5-b1 message in shadows', () => {
  it("'message-in-shadows': links to an ally and glimpses 2; the linked ally gets +2 power while it has stealth", () => {
    const run = (d: typeof plain) => {
      let s = aliceAs({ classes: ['ASSASSIN'], elements: EVERY });
      let a: string;
      [s, a] = place(s, A, d);
      [s] = activate(s, A, scriptedDef('message-in-shadows'), [{ kind: 'object', id: a }]);
      let glimpsed = 0;
      s = drive(s, (t, legal) => {
        if (t.pending?.kind !== 'glimpse') return undefined;
        glimpsed = t.pending.cards.length;
        return legal.find((x) => x.type === 'glimpseChoice' && x.where === 'top');
      });
      return [currentStat(s, s.objects[a]!, 'power'), glimpsed];
    };
    expect(run(sneaky)).toEqual([3, 2]);
    expect(run(plain)).toEqual([1, 2]);
  });
});
