// A permission to play a banished card (game-mechanics/game-mechanics-miscellaneous-topics/permission.md): it is
// activated as from the hand, its costs paid and its speed kept; the permission is about that card in that
// banishment and ends at the beginning of the player's next turn.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, atMain, newGame, passUntil, payReserve, player, refuse, withDef } from '../engine/helpers.js';

const exile = defineCard({ slug: 'test-exile', name: 'test-exile', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [{ op: 'banishTopMayPlay' }] });
const slow = defineCard({ slug: 'test-slow', name: 'test-slow', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, { onResolve: [] });
const settled = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;
const playable = (s: GameState, who: string) => legalActions(s, who).flatMap((a) => (a.type === 'activate' ? [a.card] : []));

function banishSlow(): { s: GameState; top: string } {
  let s = withDef(withDef(passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A)), exile), slow);
  let top: string, c: string;
  [s, top] = addCard(s, A, 'test-slow', 'mainDeck');
  [s, c] = addCard(s, A, 'test-exile');
  s = passUntil(payReserve(act(s, A, { type: 'activate', card: c }), A), settled);
  return { s, top };
}

describe('Playing a banished card under a permission (permission.md)', () => {
  it('its reserve cost is paid from the hand and its slow speed kept', () => {
    const { s, top } = banishSlow();
    expect(player(s, A).banishment).toContain(top);
    expect(playable(s, A)).toContain(top);
    const hand = player(s, A).hand.length;
    let t = payReserve(act(s, A, { type: 'activate', card: top }), A);
    expect(player(t, A).hand.length).toBe(hand - 1);
    expect(t.stack.some((i) => i.card === top && i.from === 'banishment')).toBe(true);
    // Slow: not while something else is on the stack.
    const busy = { ...s, stack: t.stack };
    expect(playable(busy, A)).not.toContain(top);
    t = passUntil(t, settled);
    expect(player(t, A).graveyard).toContain(top);
  });

  it('a card that left the banishment and came back is not playable again', () => {
    const { s, top } = banishSlow();
    // Played (so it goes to the graveyard), then banished again by another effect: a new card for the rules.
    let t = withDef(s, defineCard({ slug: 'test-back', name: 'test-back', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
      { onResolve: [{ op: 'banishCard', target: 0 }], targets: [{ kind: 'graveyardCard' }] }));
    [t] = addCard(t, A, 'test-slow'); // a card to pay with
    t = payReserve(act(t, A, { type: 'activate', card: top }), A);
    t = passUntil(t, settled);
    let back: string;
    [t, back] = addCard(t, A, 'test-back');
    t = act(t, A, { type: 'activate', card: back });
    t = passUntil(payReserve(act(t, A, { type: 'chooseTarget', target: { kind: 'card', id: top } }), A), settled);
    expect(player(t, A).banishment).toContain(top);
    expect(playable(t, A)).not.toContain(top);
    refuse(t, A, { type: 'activate', card: top });
  });
});
