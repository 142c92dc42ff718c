// h5-u-mrc: Mercurial Heart Cleric cards that gather a number of times (src/engine/effects/repeated-gather.ts).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, edit, mainPhaseOf, passUntil, payReserve } from '../doa/support.js';
import { as, fill, place } from '../doa/round2-helpers.js';
import { castPayingWith, withHerbTokens } from '../rdo/rdo-1-support.js';
import { activatePaying, canActivate } from './h5-mrc-support.js';

const herbsOf = (s: GameState) => s.field.filter((id) => s.objects[id]!.controller === A && s.defs[s.objects[id]!.def]?.subtypes.includes('HERB')).length;
const settle = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
const windCard = defineCard({ slug: 'test-wind', name: 'Wind', types: ['ACTION'], element: 'WIND', cost: reserve(1) }, {});
const fireCard = defineCard({ slug: 'test-fire', name: 'Fire', types: ['ACTION'], element: 'FIRE', cost: reserve(1) }, {});

describe("'cultivate'", () => {
  const def = scriptedDef('cultivate');
  it('gathers once for every three Herb items you control, and once more when imbued by a wind card (reserved face up: ruling)', () => {
    const run = (herbs: number, payWith: CardDef) => {
      let s = withHerbTokens(as(mainPhaseOf(A), A, 'cleric', 'WIND'));
      for (let i = 0; i < herbs; i++) [s] = place(s, A, scriptedDef('manaroot'), { card: null } as never);
      s = settle(payReserve(castPayingWith(s, A, def, payWith, 2), A));
      return herbsOf(s) - herbs;
    };
    expect(run(2, fireCard)).toBe(0);
    expect(run(3, fireCard)).toBe(1);
    expect(run(6, fireCard)).toBe(2);
    expect(run(5, windCard)).toBe(2);
  });
});

describe("'decompose'", () => {
  const def = scriptedDef('decompose');
  const ally = (life: number) => defineCard({ slug: `test-life-${life}`, name: 'Ally', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life }, {});
  it("sacrificing an ally as it is activated, gathers as many times as that ally's life", () => {
    const run = (life: number, buff = 0) => {
      let s = withHerbTokens(as(mainPhaseOf(A), A, 'cleric'));
      let a: string;
      [s, a] = place(s, A, ally(life), buff ? { counters: { buff } } : {});
      s = settle(activatePaying(fill(s, A, 4), A, def, [a]));
      return [s.field.includes(a), herbsOf(s)];
    };
    expect(run(3)).toEqual([false, 3]);
    // A buff counter adds to its life stat as it was sacrificed.
    expect(run(2, 1)).toEqual([false, 3]);
  });
  it("can't be activated without an ally to sacrifice", () => {
    let s = fill(as(mainPhaseOf(A), A, 'cleric'), A, 4);
    s = edit(s, (t) => { t.field = t.field.filter((id) => !t.defs[t.objects[id]!.def]!.types.includes('ALLY')); });
    expect(canActivate(s, A, def)).toBe(false);
  });
});
