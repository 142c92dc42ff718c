// A Reservable object rested to pay part of a card activation's reserve cost (glossary/keywords-and-abilities.md#reservable):
// an event its own "whenever" abilities can watch, naming the card activated; paying with hand cards is no such event.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, reserve, triggered, whenever } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, act, addCard, addObject, atMain, newGame, passUntil, player, withDef } from '../engine/helpers.js';

const harp: CardDef = { ...defineCard({ slug: 'test-harp', name: 'test-harp', types: ['ITEM'], element: 'NORM', cost: reserve(0) },
  { abilities: [triggered(whenever('restedToPay', { self: true }), [draw(1)])] }), keywords: ['reservable'] };
const tune = defineCard({ slug: 'test-tune', name: 'test-tune', types: ['ACTION'], element: 'NORM', cost: reserve(1), speed: true }, { onResolve: [] });
const settled = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;

describe('Rested to pay a reserve cost (keywords-and-abilities.md#reservable)', () => {
  it('rested for it: the watcher triggers; paid from hand instead: it does not', () => {
    const start = () => withDef(withDef(passUntil(newGame({ first: A }), atMain(A)), harp), tune);
    let s = start();
    let h: string, c: string;
    [s, h] = addObject(s, A, 'test-harp');
    [s, c] = addCard(s, A, 'test-tune');
    s = act(s, A, { type: 'activate', card: c });
    const deck = player(s, A).mainDeck.length;
    s = passUntil(act(s, A, { type: 'restForReserve', object: h }), settled);
    expect(player(s, A).mainDeck.length).toBe(deck - 1); // the watcher drew a card
    let t = start();
    [t] = addObject(t, A, 'test-harp');
    [t, c] = addCard(t, A, 'test-tune');
    [t] = addCard(t, A, 'smoke-out');
    t = act(t, A, { type: 'activate', card: c });
    const before = player(t, A).mainDeck.length;
    while (t.pending?.kind === 'activation') t = act(t, A, legalActions(t, A).find((a) => a.type === 'chooseReserve')!);
    t = passUntil(t, settled);
    expect(player(t, A).mainDeck.length).toBe(before); // no draw
  });
});
