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

describe('Hand to memory, as many as cards of a kind in your memory (game-zones-memory.md#general-rules)', () => {
  it('the count is the cards of the kind in the memory of the effect\'s controller; a revealed memory is named in the log', () => {
    const weigh = { ...defineCard({ slug: 'test-weigh', name: 'test-weigh', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}),
      onResolve: [{ op: 'revealMemory' as const }, { op: 'handToMemory' as const, who: 'opponents' as const, count: 1, perYourMemoryCard: { element: 'FIRE' as const } }] };
    let s = withDef(newGame({ first: A }), weigh);
    s = { ...s, players: s.players.map((p) => (p.id === A ? { ...p, memory: [] } : p)) };
    [s] = addCard(s, A, 'smoke-out', 'memory'); // a fire card
    [s] = addCard(s, A, 'smoke-out', 'memory');
    let card: string;
    [s, card] = addCard(s, A, weigh.slug);
    s = passUntil(payReserve(act(s, A, { type: 'activate', card }), A), (t) => t.pending?.kind === 'moveFromHand' || (t.stack.length === 0 && !t.pending));
    expect(s.log.some((l) => l.text.includes('reveals their memory') && l.text.includes('Smoke Out'))).toBe(true);
    let moved = 0;
    while (s.pending?.kind === 'moveFromHand') {
      expect(s.pending.player).toBe(B);
      s = act(s, B, legalActions(s, B).find((a) => a.type === 'chooseCard')!);
      moved++;
    }
    expect(moved).toBe(2);
  });
});
