// "Enters the field with X counters", X as paid for its cost (src/engine/effects/x-counters.ts;
// general-rules/general-rules-parts-of-a-card/parts-of-a-card-cost.md#parts-of-a-card-cost: X is chosen with the cost, 0 off the stack).
import { describe, expect, it } from 'vitest';
import { defineCard, memory } from '../../src/cards/define.js';
import { A, act, resolveAll, toMaterialize } from '../cards/doa/support.js';
import { place } from '../cards/doa/round2-helpers.js';

const jar = defineCard({ slug: 'test-x-jar', name: 'Test X Jar', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory('X') },
  { abilities: [{ kind: 'static', effect: { kind: 'entersWithXCounters', counter: 'age' } }] });

describe('entering with X counters', () => {
  it('materialized with X = 3: three counters', () => {
    let [s, card] = toMaterialize(jar, 3);
    s = resolveAll(act(act(s, A, { type: 'materialize', card }), A, { type: 'declareX', x: 3 }));
    expect(Object.values(s.objects).find((o) => o.card === card)!.counters.age).toBe(3);
  });

  it('put onto the field without being paid for: none', () => {
    const [s0] = toMaterialize(jar, 0);
    const [s, id] = place(s0, A, jar);
    expect(s.objects[id]!.counters.age ?? 0).toBe(0);
  });
});
