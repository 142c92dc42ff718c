// Demolition (branch h5-u-older): 3 damage to a unit or a Siegeable domain; 1 less for a Mage.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, activateFromHand, addObject, champion, mainPhaseOf, withDef } from '../doa/support.js';
import { as, fill, obj, paid } from '../doa/round2-helpers.js';
import { drive } from '../doa/h5-older-helpers.js';

const def = scriptedDef('demolition');
const fort = defineCard({ slug: 'test-fort', name: 'Test Fort', types: ['DOMAIN'], subtypes: ['SIEGEABLE'], element: 'NORM', cost: reserve(0), durability: 5 }, {});
const plainDomain = defineCard({ slug: 'test-plain-domain', name: 'Test Plain Domain', types: ['DOMAIN'], element: 'NORM', cost: reserve(0) }, {});

describe("'demolition'", () => {
  it('3 damage to target unit or Siegeable domain (not another domain); costs 1 less for a Mage', () => {
    let s = fill(as(mainPhaseOf(A), A, 'mage', 'FIRE'), A, 4);
    let f: string, d: string;
    [s, f] = addObject(withDef(s, fort), B, fort.slug, { counters: { durability: 5 } });
    [s, d] = addObject(withDef(s, plainDomain), B, plainDomain.slug);
    expect(paid(s, A, def, [obj(f)])).toBe(2);
    expect(paid(as(s, A, 'warrior', 'FIRE'), A, def, [obj(f)])).toBe(3);
    let t: typeof s;
    [t] = activateFromHand(s, A, def, [obj(f)]);
    t = drive(t);
    expect(t.objects[f]!.counters.durability).toBe(2);
    [t] = activateFromHand(s, A, def, [obj(champion(s, B).id)]);
    t = drive(t);
    expect(champion(t, B).damage).toBe(3);
    expect(() => activateFromHand(s, A, def, [obj(d)])).toThrow();
  });
});
