// Target restrictions written on cards (game-mechanics/game-mechanics-objects-and-targeting.md#target): "without a buff
// counter on it", "other than your champion"; and a sacrifice filter on a printed keyword. Cards of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, memory, reserve } from '../../src/cards/define.js';
import type { CardDef, TargetSpec } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, act, addCard, champion, newGame, withDef } from '../engine/helpers.js';
import { place } from '../cards/amb/scenario.js';

const pick = (spec: TargetSpec): CardDef => defineCard({ slug: 'test-pick', name: 'Test Pick', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [spec], onResolve: [] });
const wall = defineCard({ slug: 'test-wall', name: 'Test Wall', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 0, life: 4 }, {});
const offered = (s: GameState, def: CardDef): string[] => {
  let card: string;
  [s, card] = addCard(withDef(s, def), A, def.slug);
  s = act(s, A, { type: 'activate', card });
  return legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
};

describe('Target restrictions (game-mechanics-objects-and-targeting.md#target)', () => {
  it('"without a counter": objects with one are no legal target', () => {
    let s: GameState = newGame({ first: A });
    let plain: string, buffed: string;
    [s, plain] = place(s, A, wall);
    [s, buffed] = place(s, A, wall, { counters: { buff: 1 } });
    const got = offered(s, pick({ kind: 'ally', withoutCounter: 'buff' }));
    expect(got).toContain(plain);
    expect(got).not.toContain(buffed);
  });
  it('"other than your champion": every unit but your own champion', () => {
    let s: GameState = newGame({ first: A });
    let w: string;
    [s, w] = place(s, A, wall);
    const got = offered(s, pick({ kind: 'unit', notYourChampion: true }));
    expect(got).toContain(w);
    expect(got).not.toContain(champion(s, A).id);
  });
  it('a sacrifice cost filtered on a printed keyword', () => {
    const relic = defineCard({ slug: 'test-relic', name: 'Test Relic', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, { keywords: ['divineRelic'] });
    const plainRelic = defineCard({ slug: 'test-plain-relic', name: 'Test Plain Relic', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {});
    const offer = defineCard({ slug: 'test-offer', name: 'Test Offer', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
      { sacrificeAsCost: { filter: { supertype: 'REGALIA', keyword: 'divineRelic' }, count: 1 }, onResolve: [draw(1)] });
    let s: GameState = withDef(newGame({ first: A }), offer);
    let card: string;
    [s] = place(s, A, plainRelic);
    [s, card] = addCard(s, A, offer.slug);
    expect(legalActions(s, A).some((a) => a.type === 'activate' && a.card === card)).toBe(false);
    [s] = place(s, A, relic);
    expect(legalActions(s, A).some((a) => a.type === 'activate' && a.card === card)).toBe(true);
  });
});
