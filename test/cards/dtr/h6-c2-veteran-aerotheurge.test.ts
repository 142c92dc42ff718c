// h6-c2: Veteran Aerotheurge (ranged 2, Class Bonus ranged 2 more; the first Aethercharge card you activate each turn costs 1 less).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { rangedFromAbilities } from '../../../src/engine/effects/ranged.js';
import { activateFromHand, mainPhaseOf, resolveAll } from '../doa/support.js';
import { as, fill, paid, place } from '../doa/round2-helpers.js';
import { A, B } from '../rdo/h6-c2-support.js';

const charge = defineCard({ slug: 'test-c2-charge', name: 'C2 Charge', types: ['ACTION'], subtypes: ['RANGER', 'AETHERCHARGE'], element: 'NORM', cost: reserve(2) }, {});
const plain = defineCard({ slug: 'test-c2-plain', name: 'C2 Plain', types: ['ACTION'], element: 'NORM', cost: reserve(2) }, {});

describe("'veteran-aerotheurge'", () => {
  const def = scriptedDef('veteran-aerotheurge');
  it('ranged 2, and 2 more with the Ranger class bonus', () => {
    expect(def.keywordValues?.ranged).toBe(2);
    const [s, vet] = place(as(mainPhaseOf(A), A, 'ranger', 'WIND'), A, def);
    expect(rangedFromAbilities(s, s.objects[vet]!)).toBe(2);
    const [t, other] = place(as(mainPhaseOf(A), A, 'mage', 'WIND'), A, def);
    expect(rangedFromAbilities(t, t.objects[other]!)).toBe(0);
  });
  it('only the first Aethercharge card you activate each turn costs 1 less; other cards and opponents pay as usual', () => {
    let s = fill(place(as(mainPhaseOf(A), A, 'ranger', 'WIND'), A, def)[0], A, 8);
    expect(paid(s, A, plain)).toBe(2);
    s = resolveAll(activateFromHand(s, A, plain)[0]); // not Aethercharge: the discount waits
    expect(paid(s, A, charge)).toBe(1);
    s = resolveAll(activateFromHand(s, A, charge)[0]);
    expect(paid(s, A, charge)).toBe(2);
    // Bob, on his turn, gets nothing from Alice's ally.
    const bob = fill(place(as(mainPhaseOf(B), B, 'ranger', 'WIND'), A, def)[0], B, 4);
    expect(paid(bob, B, charge)).toBe(2);
  });
});
