// h5-b3: claimed-from-beyond (targetTypeInBanishment), soultrace-tessellation (Prepare, per three banished cards), converge-reflections.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { CardType } from '../../../src/cards/vocabulary.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, edit, player, withDef, addCard } from '../../engine/helpers.js';
import { activate, objectTarget, place } from '../amb/scenario.js';
import { ALL, addCards, aliceAs, drive } from '../amb/amb1-support.js';

const def = (slug: string) => scriptedDef(slug);
const EL = [...ALL, 'CRUX'] as const;
const cardOf = (type: CardType) => defineCard({ slug: `test-${type.toLowerCase()}-b3p`, name: `Test ${type}`, types: [type], subtypes: type === 'ITEM' ? ['DISTORTION'] : [], element: 'NORM', cost: reserve(1), ...(type === 'ALLY' ? { power: 1, life: 1 } : {}) }, type === 'ACTION' ? { onResolve: [] } : { abilities: [] });
const plainItem = defineCard({ slug: 'test-plain-item-b3p', name: 'Test Item', types: ['ITEM'], element: 'NORM', cost: reserve(1) }, { abilities: [] });
const bigItem = defineCard({ slug: 'test-big-item-b3p', name: 'Test Big Item', types: ['ITEM'], element: 'NORM', cost: reserve(5) }, { abilities: [] });

describe('h5-b3 ptm misc', () => {
  it("'claimed-from-beyond': banishes the target only if one of its card types is among your banished cards' types (ruling: card types)", () => {
    const run = (banished: CardType[]) => {
      let s = aliceAs({ elements: [...EL] });
      let victim: string;
      [s, victim] = place(s, B, cardOf('ALLY'));
      for (const t of banished) [s] = addCards(s, A, cardOf(t), 'banishment', 1);
      [s] = activate(s, A, def('claimed-from-beyond'), [objectTarget(victim)]);
      s = drive(s);
      return s.objects[victim] === undefined;
    };
    expect(run(['ALLY'])).toBe(true);
    expect(run(['ACTION', 'ITEM'])).toBe(false);
    expect(run([])).toBe(false);
  });

  it("'soultrace-tessellation': three sheen counters; prepared, one more per three cards in your banishment", () => {
    const run = (prepare: boolean, banished: number) => {
      let s = edit(aliceAs({ elements: [...EL] }), (t) => { t.objects[player(t, A).champion!]!.counters.preparation = 1; player(t, A).banishment = []; });
      if (banished) [s] = addCards(s, A, cardOf('ACTION'), 'banishment', banished);
      let unit: string, card: string;
      [s, unit] = place(s, B, cardOf('ALLY'));
      [s, card] = addCard(withDef(s, def('soultrace-tessellation')), A, 'soultrace-tessellation');
      s = act(s, A, { type: 'activate', card });
      s = act(s, A, { type: 'declarePrepare', prepare });
      s = act(s, A, { type: 'chooseTarget', target: objectTarget(unit) });
      s = drive(s, (t, legal) => legal.find((a) => a.type === 'chooseReserve'));
      return s.objects[unit]!.counters.sheen;
    };
    expect(run(true, 7)).toBe(5);
    expect(run(true, 2)).toBe(3);
    expect(run(false, 7)).toBe(3);
  });

  it("'converge-reflections': sacrifice a non-token item or weapon as a cost; destroy a cheap item or weapon; a Distortion draws into memory", () => {
    const run = (distortion: boolean) => {
      let s = aliceAs({});
      let fodder: string, victim: string;
      [s, fodder] = place(s, A, plainItem);
      [s, victim] = place(s, B, distortion ? cardOf('ITEM') : plainItem);
      [s] = place(s, B, bigItem);
      const deck = player(s, A).mainDeck.length;
      let card: string;
      [s, card] = addCard(withDef(s, def('converge-reflections')), A, 'converge-reflections');
      s = act(s, A, { type: 'activate', card });
      s = drive(s, (t: GameState, legal) => legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'object' && a.target.id === (t.pending?.kind === 'activation' && t.pending.draft.stage === 'targets' ? victim : fodder))
        ?? legal.find((a) => a.type === 'chooseReserve'));
      return { fodder: s.objects[fodder] === undefined, victim: s.objects[victim] === undefined, drew: deck - player(s, A).mainDeck.length };
    };
    expect(run(true)).toEqual({ fodder: true, victim: true, drew: 1 });
    expect(run(false)).toEqual({ fodder: true, victim: true, drew: 0 });
  });
});
