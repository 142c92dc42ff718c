// h5-b1: cards that look at the top of your deck and send each card to a named place.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { conditionMet } from '../../../src/engine/state/query.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, player } from '../../engine/helpers.js';
import { activate, place } from '../amb/scenario.js';
import { aliceAs, costNow, drive, floatsFor } from '../amb/amb1-support.js';

const def = scriptedDef;
const plainAlly = defineCard({ slug: 'h5b1-plain-ally', name: 'Plain Ally', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});
const distortion = defineCard({ slug: 'h5b1-distortion', name: 'A Distortion', types: ['ITEM'], subtypes: ['DISTORTION'], element: 'NORM', cost: reserve(1) }, {});

/** Activate `card` and answer the sorting with the looked-at cards in this order of indexes (into the top of the deck as it was). */
function sortWith(s: GameState, card: CardDef, order: number[]): { s: GameState; deck: string[]; looked: number } {
  const deck = [...player(s, A).mainDeck];
  [s] = activate(s, A, card);
  let looked = 0;
  let i = 0;
  s = drive(s, (t) => {
    if (t.pending?.kind !== 'sortTopCards') return undefined;
    looked = t.pending.cards.length;
    return { type: 'chooseTarget', target: { kind: 'card', id: deck[order[i++]!]! } };
  });
  return { s, deck, looked };
}

describe('h5-b1 deck sorting', () => {
  it("'idle-thoughts': the top four cards go back on top in the order chosen; it has floating memory", () => {
    const { s, deck, looked } = sortWith(aliceAs({ classes: ['MAGE'] }), def('idle-thoughts'), [3, 1, 0]);
    expect(looked).toBe(4);
    expect(player(s, A).mainDeck.slice(0, 5)).toEqual([deck[3], deck[1], deck[0], deck[2], deck[4]]);
    expect(floatsFor(aliceAs({}), A, def('idle-thoughts'))).toBe(true);
  });

  it("'reckonings-wake': looks at three plus one per Distortion object you control and puts them back in any order", () => {
    let s = aliceAs({ classes: ['GUARDIAN'], elements: ['NORM', 'UMBRA', 'WATER'] });
    [s] = place(s, A, distortion);
    [s] = place(s, A, distortion);
    const r = sortWith(s, def('reckonings-wake'), [4, 3, 2, 1]);
    expect(r.looked).toBe(5);
    expect(player(r.s, A).mainDeck.slice(0, 6)).toEqual([r.deck[4], r.deck[3], r.deck[2], r.deck[1], r.deck[0], r.deck[5]]);
    expect(sortWith(aliceAs({ classes: ['GUARDIAN'], elements: ['NORM', 'UMBRA', 'WATER'] }), def('reckonings-wake'), [0, 1]).looked).toBe(3);
    expect(floatsFor(aliceAs({}), A, def('reckonings-wake'))).toBe(true);
  });

  it("'divining-streams': of the top three, one to the graveyard, one on top, one on the bottom; floating memory with the class bonus", () => {
    const { s, deck } = sortWith(aliceAs({ classes: ['CLERIC'] }), def('divining-streams'), [2, 0]);
    expect(player(s, A).graveyard).toContain(deck[2]);
    expect(player(s, A).mainDeck[0]).toBe(deck[0]);
    expect(player(s, A).mainDeck.at(-1)).toBe(deck[1]);
    expect(floatsFor(aliceAs({ classes: ['CLERIC'] }), A, def('divining-streams'))).toBe(true);
    expect(floatsFor(aliceAs({ classes: ['MAGE'] }), A, def('divining-streams'))).toBe(false);
  });

  it("'hire-mercenaries': one of the top two into memory, the other on the bottom; 1 less while an opponent controls an ally", () => {
    const { s, deck } = sortWith(aliceAs({ classes: ['TAMER'] }), def('hire-mercenaries'), [1]);
    expect(player(s, A).memory).toContain(deck[1]);
    expect(player(s, A).mainDeck.at(-1)).toBe(deck[0]);
    expect(player(s, A).mainDeck[0]).toBe(deck[2]);
    let t = aliceAs({ classes: ['TAMER'] });
    expect(costNow(t, A, def('hire-mercenaries'))).toBe(2);
    [t] = place(t, B, plainAlly);
    expect(costNow(t, A, def('hire-mercenaries'))).toBe(1);
  });

  it("'flowing-oubli': one of the top two is banished as an omen, the other goes on the bottom; 1 less at level 1+", () => {
    const { s, deck } = sortWith(aliceAs({ classes: ['GUARDIAN'], elements: ['NORM', 'UMBRA', 'WATER'] }), def('flowing-oubli'), [0]);
    expect(player(s, A).banishment).toContain(deck[0]);
    expect(s.cardCounters?.[deck[0]!]?.omen).toBe(1);
    // Ruling: a banished card with an omen counter is an omen.
    expect(conditionMet(s, A, { kind: 'omens', min: 1 })).toBe(true);
    expect(player(s, A).mainDeck.at(-1)).toBe(deck[1]);
    expect(costNow(aliceAs({ level: 1 }), A, def('flowing-oubli'))).toBe(2);
    expect(costNow(aliceAs({ level: 0 }), A, def('flowing-oubli'))).toBe(3);
  });
});
