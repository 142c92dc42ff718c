// Looking at the top card of one's deck (the hidden information rules, RULES.hiddenInfo):
// only that player is shown the card (in their answers); banished, it may be activated this turn only
// (game-mechanics/game-mechanics-miscellaneous-topics/permission.md#general-rules).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import { describeAction, legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, atMain, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const peek = defineCard({ slug: 'test-peek', name: 'test-peek', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [{ op: 'lookTopMayBanishToPlay', filter: { type: 'ACTION' } }] });
const quick = defineCard({ slug: 'test-quick', name: 'Test Quick', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [] });
const settled = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;

function looking(): { s: GameState; top: string } {
  let s = withDef(withDef(passUntil(newGame({ first: A }), atMain(B)), peek), quick);
  let top: string, c: string;
  [s, top] = addCard(s, B, 'test-quick', 'mainDeck');
  [s, c] = addCard(s, B, 'test-peek');
  s = passUntil(payReserve(act(s, B, { type: 'activate', card: c }), B), (t) => t.pending?.kind === 'lookTopBanish');
  return { s, top };
}

describe('Look at the top card, banish it to activate this turn (permission.md)', () => {
  it('only the looking player is asked, and their answers name the card', () => {
    const { s } = looking();
    expect(legalActions(s, A)).toEqual(legalActions(s, A).filter((a) => a.type === 'concede'));
    const labels = legalActions(s, B).filter((a) => a.type === 'chooseTarget').map((a) => describeAction(s, B, a));
    expect(labels.join(' ')).toContain('Test Quick');
  });

  it('banished, it may be activated until the end of this turn only', () => {
    const { s: s0, top } = looking();
    let s = passUntil(act(s0, B, { type: 'chooseTarget', target: { kind: 'card', id: top } }), settled);
    expect(player(s, B).banishment).toContain(top);
    expect(legalActions(s, B)).toContainEqual({ type: 'activate', card: top });
    s = passUntil(s, atMain(A));
    s = passUntil(s, atMain(B));
    expect(legalActions(s, B)).not.toContainEqual({ type: 'activate', card: top });
  });
});
