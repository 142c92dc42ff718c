// Cards banished at random from a player's memory for a while (glossary/game-terms.md#banish;
// 'game-mechanics/game-mechanics-game-zones/game-zones-memory.md#general-rules'): as many as the memory holds are
// taken, and a delayed trigger returns those still banished at the beginning of that player's next end phase
// (game-mechanics/game-mechanics-abilities/abilities-triggered-abilities.md#general-rules). src/engine/effects/memory-banish-return.ts.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import type { GameState, PlayerId } from '../../src/engine/index.js';
import { A, B, act, addCard, atMain, edit, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const freeze = defineCard({ slug: 'test-memory-freeze', name: 'Test Memory Freeze', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {
  targets: [{ kind: 'player', controller: 'opponent' }],
  onResolve: [{ op: 'banishRandomMemoryCards', who: { ref: 'target', index: 0 }, count: 2, returnAtTheirNextEndPhase: true }],
});

function withMemory(s: GameState, who: PlayerId, n: number): [GameState, string[]] {
  s = edit(s, (t) => { player(t, who).memory = []; });
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    let id: string;
    [s, id] = addCard(s, who, 'giant-tortoise', 'memory');
    ids.push(id);
  }
  return [s, ids];
}

function cast(s: GameState, who: PlayerId, target: PlayerId): GameState {
  let card: string;
  [s, card] = addCard(withDef(s, freeze), who, freeze.slug);
  s = act(s, who, { type: 'activate', card });
  s = act(s, who, { type: 'chooseTarget', target: { kind: 'player', id: target } });
  s = payReserve(s, who);
  return passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
}

const endOf = (who: PlayerId) => (t: GameState) => t.phase === 'end' && t.players[t.turnPlayer]!.id === who && t.stack.length === 0 && t.pendingTriggers.length === 0;

describe('random memory banishment until that player\'s next end phase (game-zones-memory.md#general-rules)', () => {
  it('takes only as many as the memory holds', () => {
    let s = newGame({ first: A });
    [s] = withMemory(s, B, 1);
    s = cast(s, A, B);
    expect(player(s, B).memory).toHaveLength(0);
  });

  it('a card that left the banishment in the meantime stays where it went', () => {
    let s = newGame({ first: A });
    let mem: string[];
    [s, mem] = withMemory(s, B, 2);
    s = cast(s, A, B);
    s = edit(s, (t) => { player(t, B).banishment = player(t, B).banishment.filter((c) => c !== mem[0]); player(t, B).graveyard = [...player(t, B).graveyard, mem[0]!]; });
    s = passUntil(s, (t) => endOf(B)(t) && player(t, B).memory.includes(mem[1]!), 150);
    expect(player(s, B).graveyard).toContain(mem[0]);
    expect(player(s, B).memory).not.toContain(mem[0]);
  });

  it('made during that player\'s own end phase, it waits for their next one', () => {
    let s = passUntil(newGame({ first: A }), atMain(B));
    s = passUntil(s, (t) => endOf(B)(t) && !!t.opportunity && t.players[t.opportunity.player]!.id === A);
    let mem: string[];
    [s, mem] = withMemory(s, B, 2);
    s = cast(s, A, B);
    expect(player(s, B).banishment).toEqual(expect.arrayContaining(mem));
    s = passUntil(s, atMain(A));
    expect(player(s, B).banishment).toEqual(expect.arrayContaining(mem));
    s = passUntil(s, (t) => endOf(B)(t) && mem.every((c) => player(t, B).memory.includes(c)), 200);
    expect(s.turn).toBeGreaterThan(2);
  });
});
