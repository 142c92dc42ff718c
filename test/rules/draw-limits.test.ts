// Prohibitions on drawing that depend on the player (game-mechanics/game-mechanics-drawing-cards.md#general-rules):
// only players with enough influence (glossary/game-terms.md#influence), or only once a player has
// drawn a number of cards this turn, and not on that player's first turn. Checked card by card.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, reserve, staticAbility } from '../../src/cards/define.js';
import type { PermissionSpec } from '../../src/cards/vocabulary.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, edit, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const law = (permission: PermissionSpec) => defineCard({ slug: 'test-law', name: 'test-law', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, { abilities: [staticAbility({ kind: 'permission', permission })] });
const drawer = (n: number) => defineCard({ slug: `test-draw-${n}`, name: 'test-draw', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [draw(n, 'each')] });

/** `who` plays a card making each player draw `n`; how many each drew. */
function eachDraws(s: GameState, who: string, n: number): [number, number] {
  const before = [player(s, A).hand.length, player(s, B).hand.length];
  let card: string;
  [s, card] = addCard(withDef(s, drawer(n)), who, `test-draw-${n}`);
  s = passUntil(payReserve(act(s, who, { type: 'activate', card }), who), (t) => t.stack.length === 0 && !t.pending);
  return [player(s, A).hand.length - before[0]!, player(s, B).hand.length - before[1]!];
}

describe('Per-player draw prohibitions (game-mechanics-drawing-cards.md#general-rules)', () => {
  it('influence: only a player with at least that many cards in hand and memory is stopped', () => {
    let s = withDef(newGame({ first: A }), law({ mode: 'cant', action: 'draw', players: 'each', minInfluence: 6 }));
    [s] = addObject(s, A, 'test-law');
    s = edit(s, (t) => { player(t, A).memory = []; player(t, B).memory = []; });
    const a = player(s, A).hand.length + player(s, A).memory.length;
    const b = player(s, B).hand.length + player(s, B).memory.length;
    expect([a >= 6, b >= 6]).toEqual([true, true]);
    expect(eachDraws(s, A, 1)).toEqual([0, 0]);
    s = edit(s, (t) => { player(t, B).hand = player(t, B).hand.slice(0, 3); });
    expect(eachDraws(s, A, 1)).toEqual([0, 1]);
  });

  it('a limit per turn stops the draws midway and starts again next turn; the player\'s own first turn is exempt', () => {
    let s = withDef(newGame({ first: A }), law({ mode: 'cant', action: 'draw', players: 'each', afterDrawsThisTurn: 2, exceptFirstTurn: true }));
    [s] = addObject(s, A, 'test-law');
    expect(eachDraws(s, A, 3)).toEqual([3, 2]); // Alice's first turn
    s = passUntil(s, atMain(B)); // Bob's first turn: his draw phase drew one
    expect(eachDraws(s, B, 3)).toEqual([2, 3]);
    s = passUntil(s, atMain(A)); // Alice's second turn: her draw phase drew one
    expect(eachDraws(s, A, 3)).toEqual([1, 2]);
  });
});
