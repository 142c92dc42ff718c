// Look at a targeted player's hand or memory and discard a card of it (src/engine/effects/hidden-zone-discard.ts;
// the hidden zones are seen by the looker only: game-zones-public-vs-private-information.md#general-rules; glossary/game-terms.md#discard).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index.js';
import { defineCard, reserve } from '../../src/cards/define.js';
import { A, B, act, activateFromHand, mainPhaseOf, player, resolveAll } from '../cards/doa/support.js';
import { edit } from '../engine/helpers.js';

const pry = defineCard({ slug: 'test-pry', name: 'Test Pry', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [{ kind: 'player', controller: 'opponent' }], onResolve: [{ op: 'lookAndDiscard', target: 0 }] });

function cast(s: ReturnType<typeof mainPhaseOf>) {
  [s] = activateFromHand(s, A, pry, [{ kind: 'player', id: B }]);
  for (let i = 0; i < 8 && !s.pending && s.stack.length > 0; i++) s = act(s, s.players[s.opportunity!.player]!.id, { type: 'pass' });
  return s;
}

describe('look at a hand or memory and discard', () => {
  it('the hand: any card of it, to its owner\'s graveyard', () => {
    let s = cast(mainPhaseOf(A));
    expect(legalActions(s, A).filter((a) => a.type === 'chooseMode')).toHaveLength(2);
    s = act(s, A, { type: 'chooseMode', mode: 0 });
    const card = player(s, B).hand[0]!;
    const n = player(s, B).hand.length;
    expect(legalActions(s, A).filter((a) => a.type === 'chooseTarget')).toHaveLength(n);
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: card } }));
    expect(player(s, B).graveyard).toContain(card);
    expect(player(s, B).hand.length).toBe(n - 1);
  });

  it('an empty memory: nothing happens', () => {
    let s = cast(edit(mainPhaseOf(A), (t) => { t.players[1]!.memory = []; }));
    const hand = player(s, B).hand.length;
    s = resolveAll(act(s, A, { type: 'chooseMode', mode: 1 }));
    expect(s.pending).toBeNull();
    expect(player(s, B).hand.length).toBe(hand);
  });
});
