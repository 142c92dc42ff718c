// Returning one of your omens to your hand (game-mechanics/game-mechanics-counters.md#omen: an omen is a
// banished card with an omen counter; moved to another zone, it keeps no counters). A card of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, reserve } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import { A, act, addCard, atMain, edit, newGame, passUntil, payReserve, player, refuse, withDef } from '../engine/helpers.js';

const recall: CardDef = { ...defineCard({ slug: 'test-recall-omen', name: 'test-recall-omen', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}), onResolve: [{ op: 'returnOmenToHand', then: [draw(1)] }] };

describe('returning an omen to hand (game-mechanics-counters.md#omen)', () => {
  it('only an omen of yours may be chosen; it loses its counter; what depends on it follows', () => {
    let s = passUntil(newGame({ first: A }), atMain(A));
    let omen: string, plain: string;
    [s, omen] = addCard(s, A, 'blitz-mage', 'banishment');
    [s, plain] = addCard(s, A, 'blitz-mage', 'banishment');
    s = edit(s, (t) => { t.cardCounters = { [omen]: { omen: 1 } }; });
    let card: string;
    [s, card] = addCard(withDef(s, recall), A, recall.slug);
    s = passUntil(payReserve(act(s, A, { type: 'activate', card }), A), (t) => t.pending?.kind === 'returnOmen');
    expect(legalActions(s, A).flatMap((a) => (a.type === 'chooseCard' ? [a.card] : []))).toEqual([omen]);
    refuse(s, A, { type: 'chooseCard', card: plain }, 'game-mechanics-counters.md');
    const hand = player(s, A).hand.length;
    s = passUntil(act(s, A, { type: 'chooseCard', card: omen }), (t) => t.stack.length === 0 && !t.pending);
    expect(player(s, A).hand).toContain(omen);
    expect(player(s, A).hand.length).toBe(hand + 2);
    expect(s.cardCounters?.[omen]).toBeUndefined();
  });
});
