// h6-zh: RDO cards that use the memory and the top of the deck.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, act, addCard, edit, payReserve, player, withDef } from '../../engine/helpers.js';
import { as, fill } from '../doa/round2-helpers.js';
import { mainPhaseOf } from '../doa/support.js';
import { drive } from '../amb/amb1-support.js';

const def = scriptedDef;
const arcane = defineCard({ slug: 'h6zh-arcane', name: 'Arcane Thing', types: ['ACTION'], element: 'ARCANE', cost: reserve(1) }, {});
const astra = defineCard({ slug: 'h6zh-astra', name: 'Astra Thing', types: ['ACTION'], element: 'ASTRA', cost: reserve(1) }, {});
const norm = defineCard({ slug: 'h6zh-norm', name: 'Norm Thing', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, {});

/** Alice activates `card` paying with exactly these hand cards, her memory holding `memory` other cards first. */
function enterPaying(card: CardDef, pay: CardDef[], memory: number): { s: GameState; memoryBefore: string[]; deck: string[] } {
  let s = fill(as(mainPhaseOf(A), A, 'cleric', 'NORM'), A, 10);
  s = edit(s, (t) => { player(t, A).hand = []; player(t, A).memory = []; });
  for (const d of [arcane, astra, norm]) s = withDef(s, d);
  for (let i = 0; i < memory; i++) [s] = addCard(s, A, norm.slug, 'memory');
  for (const d of pay) [s] = addCard(s, A, d.slug, 'hand');
  const memoryBefore = [...player(s, A).memory];
  let c: string;
  [s, c] = addCard(withDef(s, card), A, card.slug, 'hand');
  s = payReserve(act(s, A, { type: 'activate', card: c }), A);
  const deck = [...player(s, A).mainDeck];
  return { s, memoryBefore, deck };
}

describe("'raziel-archangel-of-libra'", () => {
  it('Arcane & Astra Imbue 3: imbued, On Enter banishes two random memory cards, then glimpse 3 and the top two cards into memory', () => {
    const { s: s0, memoryBefore, deck } = enterPaying(def('raziel-archangel-of-libra'), [arcane, astra, arcane], 2);
    let glimpsed = 0;
    const s = drive(s0, (t, legal) => {
      if (t.pending?.kind === 'glimpse') { glimpsed = Math.max(glimpsed, t.pending.cards.length); return legal.find((a) => a.type === 'glimpseChoice' && a.where === 'top'); }
      if (t.pending?.kind === 'sortTopCards') return legal.find((a) => a.type === 'chooseTarget' && a.target !== null);
      return undefined;
    });
    const p = player(s, A);
    expect(glimpsed).toBe(3);
    // Two of the five memory cards (two old ones, three reserved) are banished; the top two deck cards join the rest.
    expect(p.banishment).toHaveLength(2);
    expect(p.memory).toHaveLength(5);
    expect(memoryBefore.every((c) => p.banishment.includes(c) || p.memory.includes(c))).toBe(true);
    expect(p.memory).toEqual(expect.arrayContaining(deck.slice(0, 2)));
    expect(p.mainDeck.slice(0, 1)).toEqual([deck[2]]);
  });

  it('not imbued, nothing happens', () => {
    const { s: s0, memoryBefore } = enterPaying(def('raziel-archangel-of-libra'), [arcane, astra, norm], 2);
    const s = drive(s0);
    expect(player(s, A).memory).toEqual(expect.arrayContaining(memoryBefore));
    expect(player(s, A).banishment).toHaveLength(0);
  });
});

describe("'halcyon-animus'", () => {
  const relic = defineCard({ slug: 'h6zh-relic', name: 'Test Relic', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: { kind: 'memory', value: 1 } }, {});
  const plainItem = defineCard({ slug: 'h6zh-plain-item', name: 'Plain Item', types: ['ITEM'], element: 'NORM', cost: { kind: 'memory', value: 0 } }, {});
  function cast(from: 'banishment' | 'materialDeck'): { s: GameState; card: string; plain: string; offered: (string | null)[] } {
    let s = withDef(fill(as(mainPhaseOf(A), A, 'cleric', 'CRUX'), A, 4), norm);
    let card: string;
    [s, card] = addCard(withDef(s, relic), A, relic.slug, from);
    let plain: string;
    [s, plain] = addCard(withDef(s, plainItem), A, plainItem.slug, 'banishment');
    [s] = addCard(s, A, norm.slug, 'memory');
    let c: string;
    [s, c] = addCard(withDef(s, def('halcyon-animus')), A, 'halcyon-animus', 'hand');
    for (let i = 0; i < 3; i++) [s] = addCard(s, A, norm.slug, 'hand');
    s = payReserve(act(s, A, { type: 'activate', card: c }), A);
    let offered: (string | null)[] = [];
    s = drive(s, (t, legal) => {
      if (t.pending?.kind !== 'search') return undefined;
      offered = legal.flatMap((a) => (a.type === 'searchChoice' ? [a.card] : []));
      return { type: 'searchChoice', card };
    });
    return { s, card, plain, offered };
  }
  it('materializes a regalia card of your material deck or banishment, its costs paid', () => {
    for (const from of ['materialDeck', 'banishment'] as const) {
      const { s, card, plain, offered } = cast(from);
      expect(offered).toContain(card);
      expect(offered).not.toContain(plain); // not a regalia
      expect(offered.every((c) => c === null || s.defs[s.cards[c]!.def]!.supertypes.includes('REGALIA'))).toBe(true);
      expect(Object.values(s.objects).some((o) => o.card === card)).toBe(true);
      expect(player(s, A)[from]).not.toContain(card);
    }
  });
});
