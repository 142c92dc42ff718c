// Look at the top N, keep one (any, unrevealed), the rest into the graveyard (lookAndTake restToGraveyard,
// src/engine/effects/look-and-take.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import { A, act, newGame, player } from '../engine/helpers.js';
import { activateFromHand, passUntil } from '../cards/doa/support.js';
import { drive } from '../cards/doa/h5-older-helpers.js';

const look = defineCard({ slug: 'test-look-keep', name: 'Test Look', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'lookAndTake', count: 3, filter: {}, restToGraveyard: true }] });

describe('keeping one of the cards looked at', () => {
  it('a card must be kept; the other ones leave the deck for the graveyard (game-mechanics/game-mechanics-game-zones/game-zones-main-deck.md#general-rules)', () => {
    let s = newGame({ first: A });
    const top = player(s, A).mainDeck.slice(0, 3);
    [s] = activateFromHand(s, A, look);
    s = passUntil(s, (t) => t.pending?.kind === 'lookAndTake');
    expect(legalActions(s, A).some((a) => a.type === 'chooseTarget' && a.target === null)).toBe(false);
    expect(() => act(s, A, { type: 'chooseTarget', target: null })).toThrow();
    s = drive(s, [top[2]!]);
    expect(player(s, A).hand).toContain(top[2]);
    expect(player(s, A).graveyard).toEqual(expect.arrayContaining([top[0], top[1]]));
    expect(player(s, A).mainDeck).not.toContain(top[0]);
  });
});
