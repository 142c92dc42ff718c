// h6-c2: cards that cost 1 less for each of a tally (src/engine/effects/tallies.ts): Slime Party, Flickering Afterglow, Season's End.
import { describe, expect, it } from 'vitest';
import { defineCard, memory, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import { mainPhaseOf, resolveAll } from '../doa/support.js';
import { activateFromHand } from '../doa/support.js';
import { as, fill, paid, place } from '../doa/round2-helpers.js';
import { ally, asNamed, withMastery } from '../ptm/ptm-support.js';
import { aliceSecondTurn } from './rdo-1-support.js';
import { A, B } from './h6-c2-support.js';

const slime = (slug: string, element: Element) => ally(slug, ['TAMER', 'SLIME'], 1, 3, element);

describe("'slime-party'", () => {
  const def = scriptedDef('slime-party');
  const board = (s: GameState) => {
    const ids: string[] = [];
    for (const [slug, el] of [['test-c2-red', 'FIRE'], ['test-c2-red2', 'FIRE'], ['test-c2-blue', 'WATER'], ['test-c2-gray', 'NORM']] as const) {
      let id: string;
      [s, id] = place(s, A, slime(slug, el));
      ids.push(id);
    }
    let other: string, theirs: string;
    [s, other] = place(s, A, ally('test-c2-wolf', ['BEAST'], 1, 3, 'WIND'));
    [s, theirs] = place(s, B, slime('test-c2-their-slime', 'WIND'));
    return { s: fill(s, A, 4), ids, other, theirs };
  };
  it('puts a buff counter on each Slime ally you control', () => {
    const { s, ids, other, theirs } = board(as(mainPhaseOf(A), A, 'cleric'));
    const after = resolveAll(activateFromHand(s, A, def)[0]);
    expect(ids.map((id) => after.objects[id]!.counters.buff)).toEqual([1, 1, 1, 1]);
    expect(after.objects[other]!.counters.buff ?? 0).toBe(0);
    expect(after.objects[theirs]!.counters.buff ?? 0).toBe(0);
  });
  it('[Silvie Bonus] costs 1 less for each different element among your Slime allies', () => {
    const { s } = board(as(mainPhaseOf(A), A, 'tamer')); // Silvie: fire, water and norm
    expect(paid(s, A, def)).toBe(1);
    expect(paid(board(as(mainPhaseOf(A), A, 'cleric')).s, A, def)).toBe(4);
  });
});

describe("'flickering-afterglow'", () => {
  const def = scriptedDef('flickering-afterglow');
  it('[Merlin Bonus] costs 1 less for each sheen counter on your Fractured Memories', () => {
    const s = fill(asNamed(aliceSecondTurn(mainPhaseOf(A)), A, 'merlin-kingslayer', 'FIRE'), A, 4);
    expect(paid(s, A, def)).toBe(3);
    expect(paid(withMastery(s, A, 'fractured-memories', { sheen: 2 }), A, def)).toBe(1);
    expect(paid(withMastery(s, A, 'fractured-memories', { sheen: 5 }), A, def)).toBe(0);
    const notMerlin = as(s, A, 'assassin', 'FIRE');
    expect(paid(withMastery(notMerlin, A, 'fractured-memories', { sheen: 2 }), A, def)).toBe(3);
  });
});

describe("'seasons-end'", () => {
  const def = scriptedDef('seasons-end');
  const relic = defineCard({ slug: 'test-c2-relic', name: 'C2 Relic', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {});
  const board = (s: GameState) => {
    let a: string, b: string, c: string, clean: string;
    [s, a] = place(s, A, ally('test-c2-a', ['HUMAN']), { counters: { wither: 2 } });
    [s, b] = place(s, B, ally('test-c2-b', ['HUMAN']), { counters: { wither: 1 } });
    [s, c] = place(s, B, relic, { counters: { wither: 3 } });
    [s, clean] = place(s, B, defineCard({ slug: 'test-c2-clean', name: 'C2 Clean', types: ['ITEM'], element: 'NORM', cost: reserve(1) }, {}));
    return { s: fill(s, A, 10), a, b, c, clean };
  };
  it('destroys each object with a wither counter on it, whoever controls it', () => {
    const { s, a, b, c, clean } = board(as(mainPhaseOf(A), A, 'cleric', 'TERA'));
    const after = resolveAll(activateFromHand(s, A, def)[0]);
    expect([a, b, c].map((id) => after.objects[id])).toEqual([undefined, undefined, undefined]);
    expect(after.objects[clean]).toBeDefined();
  });
  it('[Diao Chan Bonus] costs 1 less for each wither counter on objects on the field', () => {
    expect(paid(board(asNamed(mainPhaseOf(A), A, 'diao-chan-enchantress', 'TERA')).s, A, def)).toBe(4);
    expect(paid(board(as(mainPhaseOf(A), A, 'cleric', 'TERA')).s, A, def)).toBe(10);
  });
});
