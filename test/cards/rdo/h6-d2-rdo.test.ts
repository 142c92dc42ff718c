// h6-d2: RDO cards of the combat-and-counters family.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B } from '../../engine/helpers.js';
import { place } from '../amb/scenario.js';
import { aliceAs } from '../amb/amb1-support.js';
import { powerOf } from './h6-d2-support.js';

const def = scriptedDef;
const ally = (p: number) => defineCard({ slug: `h6-d2-rdo-ally-${p}`, name: `Ally ${p}`, types: ['ALLY'], element: 'NORM', cost: reserve(1), power: p, life: 3 }, {});

describe('h6-d2 RDO', () => {
  it("'shaded-doppelganger': stealth; +X power, X the highest base power among your other allies (counters don't count, opponents' allies neither)", () => {
    let s = aliceAs({});
    let d: string;
    [s, d] = place(s, A, def('shaded-doppelganger'));
    expect(hasKeyword(s, s.objects[d]!, 'stealth')).toBe(true);
    expect(powerOf(s, d)).toBe(1);
    [s] = place(s, B, ally(5));
    expect(powerOf(s, d)).toBe(1);
    [s] = place(s, A, ally(2), { counters: { buff: 3 } });
    expect(powerOf(s, d)).toBe(3);
    [s] = place(s, A, ally(3));
    expect(powerOf(s, d)).toBe(4);
  });
});
