// An activated ability's reserve cost lowered by 1 for each object of a kind its controller controls
// (src/engine/effects/ability-reserve.ts; general-rules/general-rules-parts-of-a-card/parts-of-a-card-cost.md#parts-of-a-card-cost:
// never below 0).
import { describe, expect, it } from 'vitest';
import { defineCard, draw, memory, reserve } from '../../src/cards/define.js';
import { abilityReserve } from '../../src/engine/effects/ability-reserve.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, mainPhaseOf, withDef } from '../cards/doa/support.js';
import { place } from '../cards/doa/round2-helpers.js';

const cost = { kind: 'reserve' as const, value: 3, lessPerControlled: { type: 'DOMAIN' as const } };
const tower = defineCard({ slug: 'test-per-domain-tower', name: 'Test Tower', types: ['DOMAIN'], element: 'NORM', cost: memory(0) }, {
  abilities: [{ kind: 'activated', speed: 'fast', costs: [cost], effects: [draw(1)] }],
});
const plain = defineCard({ slug: 'test-plain-domain', name: 'Test Plain Domain', types: ['DOMAIN'], element: 'NORM', cost: reserve(1) }, {});

describe('reserve cost less for each object you control like this', () => {
  it('counts only objects of that kind you control, the source included', () => {
    let s: GameState = [tower, plain].reduce(withDef, mainPhaseOf(A));
    [s] = place(s, A, tower);
    expect(abilityReserve(s, A, cost)).toBe(2);
    [s] = place(s, B, plain);
    expect(abilityReserve(s, A, cost)).toBe(2);
    [s] = place(s, A, plain);
    expect(abilityReserve(s, A, cost)).toBe(1);
  });
  it('never goes below 0: with enough of them nothing is paid', () => {
    let s: GameState = [tower, plain].reduce(withDef, mainPhaseOf(A));
    let t: string;
    [s, t] = place(s, A, tower);
    for (let i = 0; i < 4; i++) [s] = place(s, A, plain);
    expect(abilityReserve(s, A, cost)).toBe(0);
    s = act(s, A, { type: 'activateAbility', object: t, index: 0 });
    expect(s.pending).toBeNull();
    expect(s.stack.length).toBe(1);
  });
});
