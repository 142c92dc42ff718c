// "If X is N or greater": the X an ability's cost was paid with is remembered for its effects
// (general-rules/general-rules-parts-of-a-card/parts-of-a-card-cost.md#parts-of-a-card-cost, X rules). Cards of our own.
import { describe, expect, it } from 'vitest';
import { activated, defineCard, draw, ifThen, memory } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { legalActions } from '../../src/engine/index.js';
import { A, act, addObject, atMain, edit, newGame, passUntil, player, withDef } from '../engine/helpers.js';
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

const siphon = defineCard({ slug: 'test-x-siphon', name: 'test-x-siphon', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {
  abilities: [activated([{ kind: 'removeChampionCountersX', counter: 'glimmer' }], [{ op: 'scaled', x: { of: 'x' }, effect: draw(0) }])],
});

describe('a cost of X counters removed from your champion (parts-of-a-card-cost.md#parts-of-a-card-cost)', () => {
  it('X is at most the counters it has; that many come off and the effect uses the same X', () => {
    let s = withDef(passUntil(newGame({ first: A }), atMain(A)), siphon);
    let o: string;
    [s, o] = addObject(s, A, siphon.slug);
    s = edit(s, (t) => { t.objects[t.players[0]!.champion!]!.counters.glimmer = 2; });
    s = act(s, A, { type: 'activateAbility', object: o, index: 0 });
    expect(legalActions(s, A).filter((a) => a.type === 'declareX').map((a) => a.type === 'declareX' && a.x)).toEqual([0, 1, 2]);
    const hand = player(s, A).hand.length;
    s = settle(act(s, A, { type: 'declareX', x: 2 }));
    expect(s.objects[player(s, A).champion!]!.counters.glimmer ?? 0).toBe(0);
    expect(player(s, A).hand.length).toBe(hand + 2);
  });
});
