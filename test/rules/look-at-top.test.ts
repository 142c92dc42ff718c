// Looking at the top cards of your own deck, privately, and sending some to the graveyard
// (game-zones-public-vs-private-information.md#general-rules, under game-mechanics-game-zones:
// the deck is private; only its owner sees what the effect shows them). Cards of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import type { CardDef, Effect } from '../../src/cards/vocabulary.js';
import { legalActions, view } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, atMain, newGame, passUntil, payReserve, player, refuse, withDef } from '../engine/helpers.js';

const spell = (slug: string, effects: Effect[]): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}), onResolve: effects });

function cast(s: GameState, def: CardDef): GameState {
  let card: string;
  [s, card] = addCard(withDef(s, def), A, def.slug);
  return passUntil(payReserve(act(s, A, { type: 'activate', card }), A), (t) => t.pending?.kind === 'lookAtTop' || (t.stack.length === 0 && !t.pending));
}

describe('looking at the top of your deck (game-zones-public-vs-private-information.md#general-rules)', () => {
  it('exactly one of three to the graveyard, the rest to the bottom in order; stopping early is refused', () => {
    let s = cast(passUntil(newGame({ first: A }), atMain(A)), spell('test-sift', [{ op: 'lookAtTop', count: 3, toGraveyard: { min: 1, max: 1 }, rest: 'bottom' }]));
    const [a, b, c] = player(s, A).mainDeck.slice(0, 3) as [string, string, string];
    refuse(s, A, { type: 'chooseTarget', target: null }, 'game-zones-public-vs-private-information.md');
    expect(JSON.stringify(view(s, B))).not.toContain(`"${a}"`); // the opponent is not shown the cards
    s = passUntil(act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: b } }), (t) => t.stack.length === 0 && !t.pending);
    expect(player(s, A).graveyard).toContain(b);
    expect(player(s, A).mainDeck.slice(-2)).toEqual([a, c]);
  });

  it('up to two of two: none may be chosen, and then the cards stay on top', () => {
    let s = cast(passUntil(newGame({ first: A }), atMain(A)), spell('test-peek', [{ op: 'lookAtTop', count: 2, toGraveyard: { min: 0, max: 2 }, rest: 'top' }]));
    const top = player(s, A).mainDeck.slice(0, 2);
    expect(legalActions(s, A)).toContainEqual({ type: 'chooseTarget', target: null });
    s = passUntil(act(s, A, { type: 'chooseTarget', target: null }), (t) => t.stack.length === 0 && !t.pending);
    expect(player(s, A).mainDeck.slice(0, 2)).toEqual(top);
  });
});
