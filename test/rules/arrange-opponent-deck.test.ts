// Looking at the top cards of another player's deck and putting them back on top or at the bottom
// (game-mechanics/game-mechanics-game-zones/game-zones-main-deck.md#general-rules). It works like a glimpse
// (glossary/game-terms.md#glimpse) but is none: glimpse modifiers don't change it, nothing can be
// starcalled from it, and only the player looking is asked.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, staticAbility, targetPlayer } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const peek = defineCard({ slug: 'test-peek', name: 'test-peek', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [targetPlayer({ controller: 'opponent' })], onResolve: [{ op: 'arrangeDeckTop', target: 0, count: 2 }] });
const lens = defineCard({ slug: 'test-lens', name: 'test-lens', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, { abilities: [staticAbility({ kind: 'glimpseAmount', amount: 2 })] });

describe("Arranging the top of another player's deck (game-zones-main-deck.md#general-rules)", () => {
  it('the looking player places each card; the deck owner only waits; glimpse bonuses do not apply', () => {
    let s = withDef(withDef(newGame({ first: A }), peek), lens);
    [s] = addObject(s, A, 'test-lens');
    let card: string;
    [s, card] = addCard(s, A, 'test-peek');
    const deck = [...player(s, B).mainDeck];
    s = payReserve(act(act(s, A, { type: 'activate', card }), A, { type: 'chooseTarget', target: { kind: 'player', id: B } }), A);
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
    expect(s.pending?.kind === 'glimpse' && s.pending.cards).toEqual(deck.slice(0, 2));
    expect(legalActions(s, B).filter((a) => a.type !== 'concede')).toEqual([]);
    s = act(s, A, { type: 'glimpseChoice', card: deck[0]!, where: 'bottom' });
    s = act(s, A, { type: 'glimpseChoice', card: deck[1]!, where: 'top' });
    expect(player(s, B).mainDeck).toEqual([deck[1], ...deck.slice(2), deck[0]]);
  });
});
