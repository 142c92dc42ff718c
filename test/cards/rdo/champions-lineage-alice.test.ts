// Alice champions: Trifle's Royalty (RDO).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addObject, atMain, champion, newGame, objectsOf, passUntil, player, resolveAll, toMaterialize, withDef } from '../doa/support.js';
import { championIs } from '../guardian-warrior-support.js';

const whims = scriptedDef('alice-whims-monarch');
const pawnPiece = scriptedDef('pawn-piece');
const queenPiece = scriptedDef('queen-piece');

describe("'alice-trifles-royalty'", () => {
  const trifles = scriptedDef('alice-trifles-royalty');
  const chessman = defineCard({ slug: 'test-knight', name: 'Test Knight', types: ['ALLY'], subtypes: ['CHESSMAN', 'KNIGHT'], element: 'NORM', cost: reserve(0), power: 1, life: 3 }, {});
  const human = defineCard({ slug: 'test-human', name: 'Test Human', types: ['ALLY'], subtypes: ['HUMAN'], element: 'NORM', cost: reserve(0), power: 1, life: 3 }, {});

  it('costs 1 less to materialize for each Chessman ally you control', () => {
    let [s, card] = toMaterialize(trifles, 1, (t) => {
      t = withDef(withDef(withDef(withDef(championIs(t, A, whims), chessman), human), pawnPiece), queenPiece);
      [t] = addObject(t, A, 'test-knight');
      [t] = addObject(t, A, 'test-knight');
      [t] = addObject(t, A, 'test-human');
      [t] = addObject(t, B, 'test-knight'); // not Alice's
      return t;
    });
    const memory = player(s, A).memory.length;
    s = act(s, A, { type: 'materialize', card });
    expect(player(s, A).memory.length).toBe(memory - 1); // 3 - 2
    expect(champion(resolveAll(s), A).def).toBe(trifles.slug);
  });

  it('without Chessman allies she costs her full memory cost', () => {
    const [s, card] = toMaterialize(trifles, 2, (t) => championIs(t, A, whims));
    expect(legalActions(s, A)).not.toContainEqual({ type: 'materialize', card });
  });

  function recollection(knights: number): GameState {
    let s = withDef(withDef(withDef(championIs(passUntil(newGame({ first: A }), atMain(A)), A, trifles), pawnPiece), queenPiece), chessman);
    for (let i = 0; i < knights; i++) [s] = addObject(s, A, 'test-knight');
    return passUntil(passUntil(s, atMain(B)), atMain(A));
  }

  it('your recollection phase: a Pawn Piece token; with three or more Chessman allies then, a card drawn into memory', () => {
    const two = recollection(2);
    expect(objectsOf(two, 'pawn-piece')).toHaveLength(1);
    const one = recollection(1);
    expect(objectsOf(one, 'pawn-piece')).toHaveLength(1);
    // One card more in all (it was drawn into memory before the recollection returned memory to hand).
    const cards = (s: GameState) => player(s, A).memory.length + player(s, A).hand.length;
    expect(cards(two)).toBe(cards(one) + 1);
  });
});
