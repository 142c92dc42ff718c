// "You may banish N [kind of] cards from your graveyard. If you do, …": exactly N or none, and "other" cards leave
// out the source's own card (src/engine/effects/graveyard-banish.ts;
// game-mechanics/game-mechanics-game-zones/game-zones-graveyard.md#general-rules).
import { describe, expect, it } from 'vitest';
import { defineCard, draw, reserve } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, act, activateFromHand, addCard, mainPhaseOf, passUntil, player } from '../cards/doa/support.js';
import { refuse } from '../engine/helpers.js';

const twoOf = defineCard({ slug: 'test-banish-two', name: 'Test Banish Two', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'banishFromGraveyard', filter: { type: 'ACTION' }, max: 2, exactly: true, then: [draw(1)] }] });

function cast(inGraveyard: number): GameState {
  let s = mainPhaseOf(A);
  for (let i = 0; i < inGraveyard; i++) [s] = addCard(s, A, 'smoke-out', 'graveyard');
  [s] = activateFromHand(s, A, twoOf);
  return passUntil(s, (t) => t.pending?.kind === 'banishFromGraveyard' || t.stack.length === 0);
}
const picks = (s: GameState) => legalActions(s, A).filter((a) => a.type === 'chooseTarget');

describe('banish exactly N cards from your graveyard, or none', () => {
  it('with fewer than N such cards nothing is asked and nothing follows', () => {
    const s = cast(1);
    expect(s.pending).toBeNull();
    expect(player(s, A).banishment).toHaveLength(0);
  });
  it('declining is allowed before the first pick, not after it', () => {
    let s = cast(3);
    expect(picks(s).some((a) => a.type === 'chooseTarget' && a.target === null)).toBe(true);
    const first = player(s, A).graveyard[0]!;
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: first } });
    expect(picks(s).some((a) => a.type === 'chooseTarget' && a.target === null)).toBe(false);
    refuse(s, A, { type: 'chooseTarget', target: null }, 'game-zones-graveyard.md#general-rules');
    const deck = player(s, A).mainDeck.length;
    const second = player(s, A).graveyard.find((c) => c !== first && s.cards[c]!.def === 'smoke-out')!;
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: second } });
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending);
    expect(player(s, A).banishment).toEqual([first, second]);
    expect(player(s, A).mainDeck.length).toBe(deck - 1);
  });
});
