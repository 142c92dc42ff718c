// "Each player sacrifices …" (glossary/game-terms.md#sacrifice): choices in turn order, then the sacrifices
// together; a player with none has nothing to do. A card of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import { A, B, act, activateFromHand, mainPhaseOf, resolveAll, untilPending } from '../cards/doa/support.js';
import { place } from '../cards/doa/round2-helpers.js';
import { ally } from '../cards/ptm/ptm-support.js';

const cull = defineCard({ slug: 'test-cull', name: 'Cull', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [{ op: 'eachSacrifices', filter: { type: 'ALLY' } }] });

describe('each player sacrifices (glossary/game-terms.md#sacrifice)', () => {
  it('only the chooser may answer, and only with their own object of the kind', () => {
    let s = mainPhaseOf(A);
    let a1: string, b1: string, b2: string;
    [s, a1] = place(s, A, ally('test-a1', ['HUMAN']));
    [s, b1] = place(s, B, ally('test-b1', ['HUMAN']));
    [s, b2] = place(s, B, ally('test-b2', ['HUMAN']));
    s = untilPending(activateFromHand(s, A, cull)[0], 'eachSacrifices');
    expect((s.pending as { player: string }).player).toBe(B); // Alice had one ally: no choice
    expect(legalActions(s, A).some((a) => a.type === 'chooseTarget')).toBe(false);
    expect(() => act(s, B, { type: 'chooseTarget', target: { kind: 'object', id: a1 } })).toThrow();
    s = resolveAll(act(s, B, { type: 'chooseTarget', target: { kind: 'object', id: b2 } }));
    expect(s.field).not.toContain(a1);
    expect(s.field).toContain(b1);
    expect(s.field).not.toContain(b2);
  });
});
