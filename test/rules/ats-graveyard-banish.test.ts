// Each player banishing cards of their own choice from their own graveyard (glossary/game-terms.md#banish,
// game-mechanics/game-mechanics-game-zones/game-zones-graveyard.md#general-rules). Cards of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import { A, B, act, addCard, atMain, edit, newGame, passUntil, payReserve, player, refuse, withDef } from '../engine/helpers.js';

const purge: CardDef = { ...defineCard({ slug: 'test-purge', name: 'test-purge', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}), onResolve: [{ op: 'banishFromOwnGraveyard', who: 'each', count: 2 }] };

describe('Banishing from your own graveyard', () => {
  it('banish (game-terms.md#banish): each player in turn picks from their own graveyard; with N or fewer cards there is nothing to pick', () => {
    let s = edit(passUntil(newGame({ first: A }), atMain(A)), (t) => { player(t, A).graveyard = []; player(t, B).graveyard = []; });
    s = withDef(s, purge);
    let a1: string, b1: string, b2: string, b3: string, c: string;
    [s, a1] = addCard(s, A, 'smoke-out', 'graveyard');
    [s, b1] = addCard(s, B, 'smoke-out', 'graveyard');
    [s, b2] = addCard(s, B, 'smoke-out', 'graveyard');
    [s, b3] = addCard(s, B, 'smoke-out', 'graveyard');
    [s, c] = addCard(s, A, 'test-purge');
    s = passUntil(payReserve(act(s, A, { type: 'activate', card: c }), A), (t) => !!t.pending);
    // Alice's one card went without a choice (the purge card itself reached her graveyard only after).
    expect(player(s, A).banishment).toContain(a1);
    expect(s.pending).toMatchObject({ kind: 'eachBanishesFromGraveyard', player: B, count: 2 });
    expect(legalActions(s, B).filter((a) => a.type !== 'concede')).toEqual([b1, b2, b3].map((card) => ({ type: 'chooseCard', card })));
    refuse(s, B, { type: 'chooseCard', card: c }, 'game-zones-graveyard.md#general-rules');
    s = act(s, B, { type: 'chooseCard', card: b2 });
    expect(s.pending).toMatchObject({ kind: 'eachBanishesFromGraveyard', player: B, count: 1 });
    s = act(s, B, { type: 'chooseCard', card: b3 });
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending);
    expect(player(s, B).graveyard).toEqual([b1]);
    expect(player(s, B).banishment).toEqual(expect.arrayContaining([b2, b3]));
  });
});
