// h5-b1: Focal Intensity.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import { A, B, champion } from '../../engine/helpers.js';
import { activate, place } from '../amb/scenario.js';
import { acceptAll, aliceAs, drive, namedChampion } from '../amb/amb1-support.js';
import { masteryCounters, withMastery } from '../ptm/ptm-support.js';

const EVERY: Element[] = ['NORM', 'FIRE', 'WATER', 'WIND', 'ARCANE', 'ASTRA', 'CRUX', 'EXIA', 'LUXEM', 'NEOS', 'TERA', 'UMBRA'];
const wall = defineCard({ slug: 'h5b1-wall', name: 'Wall', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 0, life: 9 }, {});

describe('h5-b1 focal intensity', () => {
  it("'focal-intensity': 1 damage; for Merlin, you may remove two sheen counters from Fractured Memories for two preparation counters", () => {
    const run = (merlin: boolean, sheen: number) => {
      let s = aliceAs({ classes: ['ASSASSIN'], elements: EVERY });
      if (merlin) s = namedChampion(s, A, 'Merlin', ['ASSASSIN']);
      s = withMastery(s, A, 'fractured-memories', { sheen });
      let w: string;
      [s, w] = place(s, B, wall);
      [s] = activate(s, A, scriptedDef('focal-intensity'), [{ kind: 'object', id: w }]);
      s = drive(s, acceptAll);
      return [s.objects[w]!.damage, masteryCounters(s, A, 'sheen'), champion(s, A).counters.preparation ?? 0];
    };
    expect(run(true, 3)).toEqual([1, 1, 2]);
    expect(run(true, 1)).toEqual([1, 1, 0]);
    expect(run(false, 3)).toEqual([1, 3, 0]);
  });
});
