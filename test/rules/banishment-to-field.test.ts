// Putting a chosen card from your own banishment onto the field, with additional counters
// (game-mechanics/game-mechanics-game-zones/game-zones-banishment.md#general-rules). A card of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import { A, act, addCard, atMain, newGame, passUntil, payReserve, refuse, withDef } from '../engine/helpers.js';

const raise: CardDef = {
  ...defineCard({ slug: 'test-raise', name: 'test-raise', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}),
  onResolve: [{ op: 'putOntoFieldFromBanishment', filter: { type: 'WEAPON' }, extraCounters: { counter: 'durability', count: 1 } }],
};

describe('from banishment onto the field (game-zones-banishment.md#general-rules)', () => {
  it('only a matching card of your banishment; it enters as a new object with its counters and the additional ones', () => {
    let s = passUntil(newGame({ first: A }), atMain(A));
    let sword: string, ally: string;
    [s, sword] = addCard(s, A, 'training-sword', 'banishment');
    [s, ally] = addCard(s, A, 'blitz-mage', 'banishment');
    let card: string;
    [s, card] = addCard(withDef(s, raise), A, raise.slug);
    s = passUntil(payReserve(act(s, A, { type: 'activate', card }), A), (t) => t.pending?.kind === 'chooseBanished');
    expect(legalActions(s, A).flatMap((a) => (a.type === 'chooseCard' ? [a.card] : []))).toEqual([sword]);
    refuse(s, A, { type: 'chooseCard', card: ally }, 'game-zones-banishment.md');
    s = passUntil(act(s, A, { type: 'chooseCard', card: sword }), (t) => t.stack.length === 0 && !t.pending);
    const o = Object.values(s.objects).find((x) => x.card === sword)!;
    expect(o.counters.durability).toBe(3);
    expect(o.controller).toBe(A);
  });
});
