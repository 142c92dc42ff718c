// An activated ability's reserve cost lowered by the different reserve costs among objects of a kind you control
// (src/engine/effects/ability-reserve.ts; general-rules/general-rules-parts-of-a-card/parts-of-a-card-cost.md#parts-of-a-card-cost:
// never below 0).
import { describe, expect, it } from 'vitest';
import { defineCard, draw, memory, reserve } from '../../src/cards/define.js';
import { A, act, mainPhaseOf, withDef } from '../cards/doa/support.js';
import { place } from '../cards/doa/round2-helpers.js';

const engine = defineCard({ slug: 'test-distinct-engine', name: 'Test Engine', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {
  abilities: [{ kind: 'activated', speed: 'fast', costs: [{ kind: 'reserve', value: 1, lessPerDistinctReserveCosts: { subtype: 'GEAR' } }], effects: [draw(1)] }],
});
const gear = (n: number) => defineCard({ slug: `test-gear-${n}`, name: `Gear ${n}`, types: ['ITEM'], subtypes: ['GEAR'], element: 'NORM', cost: reserve(n) }, {});

describe('reserve cost less per different reserve cost', () => {
  it('never goes below 0', () => {
    let s = [engine, gear(1), gear(2)].reduce(withDef, mainPhaseOf(A));
    let e: string;
    [s, e] = place(s, A, engine);
    [s] = place(s, A, gear(1));
    [s] = place(s, A, gear(2));
    s = act(s, A, { type: 'activateAbility', object: e, index: 0 });
    // Nothing to pay: it goes straight on the stack.
    expect(s.pending).toBeNull();
    expect(s.stack.length).toBe(1);
  });
});
