// h6-trg: torpid-fractal (the wake-up hold of effects/wake-up-held.ts, a target ally with at most 2 power).
import { describe, expect, it } from 'vitest';
import { defineCard, destroy, reserve, target } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import { A, B, atMain, passUntil } from '../../engine/helpers.js';
import { activate, asChampion, objectOf, objectTarget, place, play } from '../amb/scenario.js';
import { mainPhaseOf } from '../doa/support.js';
import { fill } from '../doa/round2-helpers.js';

const def = (slug: string) => scriptedDef(slug);
const ally = (slug: string, power: number) => defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(0), power, life: 4 }, {});
const wreck: CardDef = { ...defineCard({ slug: 'test-h6-wreck3', name: 'Wreck', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}),
  targets: [{ kind: 'object' }], onResolve: [destroy(target(0))] };

describe('torpid-fractal', () => {
  it("'torpid-fractal': rests a target ally with 2 power or less, which stays rested in its controller's wake up phases while you control it", () => {
    let s = fill(asChampion(mainPhaseOf(A), A, { classes: ['CLERIC'], elements: ['NORM', 'WATER'] }), A, 4);
    let small: string, big: string;
    [s, small] = place(s, B, ally('test-h6-small', 2));
    [s, big] = place(s, B, ally('test-h6-big', 3));
    s = play(s, A, def('torpid-fractal'), [], { triggerTargets: [objectTarget(small)] });
    expect(s.objects[small]!.rested).toBe(true);
    expect(s.objects[big]!.rested).toBe(false);
    s = passUntil(s, atMain(B));
    expect(s.objects[small]!.rested).toBe(true);
    // Once the fractal is gone, it wakes up as usual.
    s = passUntil(s, atMain(A));
    s = play(fill(s, A, 1), A, wreck, [objectTarget(objectOf(s, 'torpid-fractal').id)]);
    s = passUntil(s, atMain(B));
    expect(s.objects[small]!.rested).toBe(false);
    expect(def('torpid-fractal').keywords).toContain('reservable');
  });
  it("'torpid-fractal': an ally with more than 2 power can't be its target", () => {
    let s = fill(asChampion(mainPhaseOf(A), A, { classes: ['CLERIC'], elements: ['NORM', 'WATER'] }), A, 4);
    let big: string, small: string;
    [s, big] = place(s, B, ally('test-h6-big', 3));
    [s, small] = place(s, B, ally('test-h6-small', 1));
    [s] = activate(s, A, def('torpid-fractal'));
    s = passUntil(s, (x) => x.pending?.kind === 'triggerTargets');
    const offered = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
    expect(offered).toContain(small);
    expect(offered).not.toContain(big);
  });
});
