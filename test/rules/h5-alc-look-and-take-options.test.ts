// Look at the top cards and take one: a card of either of two kinds may be taken, and the card taken may go into
// the memory instead of the hand (src/engine/effects/look-and-take.ts). Rules page: hidden information,
// game-zones-public-vs-private-information.md#general-rules.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { defineCard, reserve } from '../../src/cards/define.js';
import type { Effect } from '../../src/cards/vocabulary.js';
import { A, act, activateFromHand, addCard, mainPhaseOf, passUntil, player } from '../cards/doa/support.js';

const peek = (e: Effect) => defineCard({ slug: 'test-peek-options', name: 'Test Peek', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [e] });

function lookAt(e: Effect): { s: GameState; ally: string; action: string } {
  let s = mainPhaseOf(A);
  let ally: string, action: string;
  [s, ally] = addCard(s, A, 'blitz-mage', 'mainDeck');
  [s, action] = addCard(s, A, 'smoke-out', 'mainDeck');
  [s] = activateFromHand(s, A, peek(e));
  s = passUntil(s, (t) => t.pending?.kind === 'lookAndTake');
  return { s, ally, action };
}
const offered = (s: GameState) => legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'card' ? [a.target.id] : []));

describe('look and take: a second kind, and into memory', () => {
  it('a card of either kind may be taken', () => {
    const one = lookAt({ op: 'lookAndTake', count: 2, filter: { type: 'ALLY' } });
    expect(offered(one.s)).toEqual([one.ally]);
    const either = lookAt({ op: 'lookAndTake', count: 2, filter: { type: 'ALLY' }, orFilter: { subtype: 'SKILL' } });
    expect(offered(either.s).sort()).toEqual([either.ally, either.action].sort());
  });
  it('the card taken goes into the memory when told so', () => {
    const { s, ally } = lookAt({ op: 'lookAndTake', count: 2, filter: { type: 'ALLY' }, to: 'memory' });
    const t = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: ally } });
    expect(player(t, A).memory).toContain(ally);
    expect(player(t, A).hand).not.toContain(ally);
  });
});
