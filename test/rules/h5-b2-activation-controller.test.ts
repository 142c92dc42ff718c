// "Negate target card activation unless its controller …": the controller of the targeted activation makes the
// choice (glossary/game-terms.md#negate). A card of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import { A, B, activateFromHand, answerMay, mainPhaseOf, passUntil, player, untilPending } from '../cards/doa/support.js';
import { fill } from '../cards/doa/round2-helpers.js';
import { aliceDraws } from '../cards/promo/h5-b2-support.js';

const unless = defineCard({ slug: 'test-unless', name: 'Unless', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {
  targets: [{ kind: 'activation' }],
  onResolve: [{ op: 'may', asker: { activationTarget: 0 }, effects: [{ op: 'draw', who: 'you', count: 1 }], otherwise: [{ op: 'negate', target: 0 }] }],
});

describe('the targeted activation controller chooses (glossary/game-terms.md#negate)', () => {
  it('only that player is asked; what they accept is done by the effect controller', () => {
    let s = activateFromHand(fill(mainPhaseOf(A), A, 2), A, aliceDraws)[0];
    const spell = s.stack[s.stack.length - 1]!.id;
    s = passUntil(s, (t) => !!t.opportunity && t.players[t.opportunity.player]!.id === B);
    s = untilPending(activateFromHand(s, B, unless, [{ kind: 'stack', id: spell }])[0], 'may');
    expect((s.pending as { player: string }).player).toBe(A);
    expect(() => answerMay(s, B, true)).toThrow();
    const bobDeck = player(s, B).mainDeck.length;
    s = answerMay(s, A, true);
    expect(bobDeck - player(s, B).mainDeck.length).toBe(1);
  });
});
