// "If X is N or greater": the X an ability's cost was paid with is remembered for its effects
// (general-rules/general-rules-parts-of-a-card/parts-of-a-card-cost.md#parts-of-a-card-cost, X rules). Cards of our own.
import { describe, expect, it } from 'vitest';
import { activated, defineCard, draw, ifThen, memory } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { A, act, addObject, atMain, newGame, passUntil, player, withDef } from '../engine/helpers.js';
import { payAll, settle, withCards } from '../cards/regalia-b-support.js';

const relic = defineCard({ slug: 'test-x-relic', name: 'test-x-relic', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {
  abilities: [activated([{ kind: 'reserveX' }], [ifThen({ kind: 'xAtLeast', min: 2 }, [draw(1)])])],
});

function useWithX(x: number): { before: number; after: GameState } {
  let s = withCards(withDef(passUntil(newGame({ first: A }), atMain(A)), relic), 3);
  let o: string;
  [s, o] = addObject(s, A, relic.slug);
  s = act(act(s, A, { type: 'activateAbility', object: o, index: 0 }), A, { type: 'declareX', x });
  const before = player(s, A).hand.length - x; // the hand once X is paid
  return { before, after: settle(payAll(s)) };
}

describe('an effect that asks whether X was at least N (parts-of-a-card-cost.md#parts-of-a-card-cost)', () => {
  it('X at the threshold or above: the effect happens; below it: it does not', () => {
    for (const [x, drawn] of [[2, 1], [3, 1], [1, 0], [0, 0]] as const) {
      const { before, after } = useWithX(x);
      expect(player(after, A).hand.length).toBe(before + drawn);
    }
  });
});
