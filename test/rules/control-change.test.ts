// Gaining control of an object (src/engine/effects/control-change.ts; glossary/game-terms.md#control-and-ownership),
// and targets with a least number of counters.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index.js';
import { defineCard, reserve } from '../../src/cards/define.js';
import { A, B, act, activateFromHand, addCard, mainPhaseOf, resolveAll, withDef } from '../cards/doa/support.js';
import { place } from '../cards/doa/round2-helpers.js';
import { edit, refuse } from '../engine/helpers.js';

const ally = defineCard({ slug: 'test-swayed', name: 'Test Swayed', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, {});
const sway = defineCard({ slug: 'test-sway', name: 'Test Sway', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [{ kind: 'ally', minCounters: { counter: 'buff', count: 2 } }], onResolve: [{ op: 'gainControl', subject: { ref: 'target', index: 0 } }] });

describe('control change', () => {
  it('only allies with enough counters may be targeted; the new controller is not the owner', () => {
    let s = withDef(withDef(mainPhaseOf(A), ally), sway);
    let one: string, two: string;
    [s, one] = place(s, B, ally);
    [s, two] = place(s, B, ally);
    s = edit(s, (t) => { t.objects[one]!.counters.buff = 1; t.objects[two]!.counters.buff = 2; });
    let c: string;
    [s, c] = addCard(s, A, sway.slug);
    const asked = act(s, A, { type: 'activate', card: c });
    refuse(asked, A, { type: 'chooseTarget', target: { kind: 'object', id: one } });
    expect(legalActions(asked, A)).toContainEqual({ type: 'chooseTarget', target: { kind: 'object', id: two } });
    const [t] = activateFromHand(s, A, sway, [{ kind: 'object', id: two }]);
    s = resolveAll(t);
    expect(s.objects[two]!.controller).toBe(A);
    expect(s.objects[two]!.owner).toBe(B);
    expect(s.objects[one]!.controller).toBe(B);
  });
});
