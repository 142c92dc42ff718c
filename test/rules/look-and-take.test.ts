// Look at the top cards, maybe reveal one for your hand, the rest to the bottom in any order
// (src/engine/effects/look-and-take.ts). Rules page: the hidden-information page of the game zones
// (game-zones-public-vs-private-information.md#general-rules).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index.js';
import { defineCard, reserve } from '../../src/cards/define.js';
import { A, act, activateFromHand, mainPhaseOf, player, resolveAll } from '../cards/doa/support.js';
import { edit } from '../engine/helpers.js';

const peek = defineCard({ slug: 'test-peek', name: 'Test Peek', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'lookAndTake', count: 3, filter: { type: 'ALLY' } }] });

describe('look and take', () => {
  it('nothing of the kind: only "none" is offered; then the player orders the three for the bottom (the last one goes without asking)', () => {
    let s = mainPhaseOf(A);
    s = edit(s, (t) => { t.players[0]!.mainDeck = t.players[0]!.mainDeck.filter((c) => !t.defs[t.cards[c]!.def]!.types.includes('ALLY')); });
    const top = player(s, A).mainDeck.slice(0, 3);
    [s] = activateFromHand(s, A, peek);
    for (let i = 0; i < 8 && !s.pending && s.stack.length > 0; i++) s = act(s, s.players[s.opportunity!.player]!.id, { type: 'pass' });
    expect(legalActions(s, A).filter((a) => a.type === 'chooseTarget')).toEqual([{ type: 'chooseTarget', target: null }]);
    s = act(s, A, { type: 'chooseTarget', target: null });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: top[2]! } });
    expect(() => act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: top[2]! } })).toThrow();
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: top[0]! } });
    s = resolveAll(s);
    expect(player(s, A).mainDeck.slice(-3)).toEqual([top[2], top[0], top[1]]);
  });
});
