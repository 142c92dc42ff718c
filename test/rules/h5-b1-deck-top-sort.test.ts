// Looking at the top cards of one's own deck and sending each to a named place, the player choosing which
// card goes where (game-mechanics/game-mechanics-game-zones/game-zones-main-deck.md#general-rules): the
// looking player alone is asked; every place gets a card; with fewer cards than places a place may be skipped.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import type { Effect } from '../../src/cards/vocabulary.js';
import { apply, legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, edit, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const spell = (e: Effect) => defineCard({ slug: 'test-sort', name: 'test-sort', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [e] });

function cast(e: Effect, deckSize?: number): GameState {
  let s = withDef(newGame({ first: A }), spell(e));
  if (deckSize !== undefined) s = edit(s, (t) => { player(t, A).mainDeck = player(t, A).mainDeck.slice(0, deckSize); });
  let card: string;
  [s, card] = addCard(s, A, 'test-sort');
  s = payReserve(act(s, A, { type: 'activate', card }), A);
  return passUntil(s, (t) => t.pending?.kind === 'sortTopCards');
}
const pick = (s: GameState, id: string | null) => act(s, A, { type: 'chooseTarget', target: id ? { kind: 'card', id } : null });

describe('Sorting the top cards of your deck (game-zones-main-deck.md#general-rules)', () => {
  it('one card for each place, in order: graveyard, top, bottom', () => {
    let s = cast({ op: 'sortTopCards', count: 3, places: ['graveyard', 'top', 'bottom'] });
    const deck = [...player(s, A).mainDeck];
    expect(legalActions(s, B).filter((a) => a.type !== 'concede')).toEqual([]);
    expect(legalActions(s, A).some((a) => a.type === 'chooseTarget' && a.target === null)).toBe(false);
    expect(apply(s, A, { type: 'chooseTarget', target: { kind: 'card', id: deck[3]! } }).ok).toBe(false);
    s = pick(pick(s, deck[1]!), deck[2]!);
    expect(s.pending).toBeNull();
    expect(player(s, A).graveyard).toContain(deck[1]);
    expect(player(s, A).mainDeck).toEqual([deck[2], ...deck.slice(3), deck[0]]);
  });

  it('reordering puts every card back on top, the first picked topmost', () => {
    let s = cast({ op: 'sortTopCards', count: 3, places: [], reorder: true });
    const deck = [...player(s, A).mainDeck];
    s = pick(pick(s, deck[2]!), deck[0]!);
    expect(player(s, A).mainDeck).toEqual([deck[2], deck[0], deck[1], ...deck.slice(3)]);
  });

  it('with fewer cards than places, a place may be skipped', () => {
    let s = cast({ op: 'sortTopCards', count: 3, places: ['graveyard', 'top', 'bottom'] }, 1);
    const [only] = player(s, A).mainDeck;
    expect(legalActions(s, A).some((a) => a.type === 'chooseTarget' && a.target === null)).toBe(true);
    s = pick(s, null);
    s = pick(s, only!);
    expect(player(s, A).mainDeck).toEqual([only]);
    expect(player(s, A).graveyard).not.toContain(only);
  });
});
