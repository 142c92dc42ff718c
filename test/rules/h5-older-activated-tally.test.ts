// A tally of the cards a player activated this turn (Tally activatedThisTurn, src/engine/effects/tallies.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, staticAbility } from '../../src/cards/define.js';
import { A, newGame } from '../engine/helpers.js';
import { play } from '../cards/doa/support.js';
import { fill, paid } from '../cards/doa/round2-helpers.js';

const quick = defineCard({ slug: 'test-quick', name: 'Test Quick', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {});
const cheap = defineCard({ slug: 'test-cheap', name: 'Test Cheap', types: ['ACTION'], element: 'NORM', cost: reserve(3), speed: true },
  { abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1, perTally: { tally: { of: 'activatedThisTurn', filter: { type: 'ACTION' } } } })] });

describe('cards activated this turn', () => {
  it('counts the actions the player activated this turn, the one being activated not yet among them (game-mechanics/game-mechanics-playing-cards/playing-cards-card-activation.md#general-rules)', () => {
    let s = fill(newGame({ first: A }), A, 5);
    expect(paid(s, A, cheap)).toBe(3);
    [s] = play(s, A, quick);
    expect(paid(s, A, cheap)).toBe(2);
    [s] = play(s, A, quick);
    expect(paid(s, A, cheap)).toBe(1);
  });
});
