// Players putting cards of their choice from hand into memory (game-mechanics/game-mechanics-game-zones/game-zones-memory.md#general-rules):
// each chooses their own cards, in turn order; memory is hidden, so the choice is not told to the others. Cards of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import { legalActions, view } from '../../src/engine/index.js';
import { A, B, act, addCard, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const stash = { ...defineCard({ slug: 'test-stash', name: 'test-stash', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}),
  onResolve: [{ op: 'handToMemory' as const, who: 'each' as const, count: 1 }] };

describe('Hand to memory (game-zones-memory.md#general-rules)', () => {
  it('each player in turn order picks one card of their own hand; it goes to their memory unseen by the others', () => {
    let s = withDef(newGame({ first: A }), stash);
    let card: string;
    [s, card] = addCard(s, A, stash.slug);
    s = passUntil(payReserve(act(s, A, { type: 'activate', card }), A), (t) => t.pending?.kind === 'moveFromHand');
    const order: string[] = [];
    while (s.pending?.kind === 'moveFromHand') {
      const who = s.pending.player;
      order.push(who);
      const options = legalActions(s, who).filter((a) => a.type === 'chooseCard').map((a) => (a as { card: string }).card);
      expect(options.sort()).toEqual([...player(s, who).hand].sort());
      const pick = options[0]!;
      s = act(s, who, { type: 'chooseCard', card: pick });
      expect(player(s, who).memory).toContain(pick);
      const other = who === A ? B : A;
      expect(JSON.stringify(view(s, other).players.find((p) => p.id === who))).not.toContain(pick);
    }
    expect(order).toEqual([A, B]);
  });
});
