// h6-c1: "you may pay (N); if you don't, …" inside a resolution
// (rules/game-mechanics/game-mechanics-playing-cards/playing-cards-costs-and-memory.md#general-rules): declining, as a
// player who can't pay it all must, carries out the other branch; paying it all does not.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, reserve } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import { A, act, addCard, edit, newGame, player, withDef } from '../engine/helpers.js';

const toll = defineCard({ slug: 'h6c1-toll', name: 'Toll', types: ['ACTION'], element: 'NORM', cost: reserve(0) },
  { onResolve: [{ op: 'payToDo', amount: 1, then: [], otherwise: [draw(2)] }] });

function cast(handExtra: number) {
  let s = edit(withDef(newGame({ first: A }), toll), (t) => { player(t, A).hand = player(t, A).hand.slice(0, handExtra); });
  let card: string;
  [s, card] = addCard(s, A, toll.slug);
  s = act(s, A, { type: 'activate', card });
  s = act(s, A, { type: 'pass' });
  for (let i = 0; i < 5 && s.pending?.kind !== 'payToDo'; i++) s = act(s, 'bob', { type: 'pass' });
  return s;
}

describe('h6-c1 pay or else', () => {
  it('with no card to pay, only declining is offered, and the other branch happens', () => {
    let s = cast(0);
    expect(legalActions(s, A).filter((a) => a.type !== 'concede')).toEqual([{ type: 'mayAnswer', accept: false }]);
    s = act(s, A, { type: 'mayAnswer', accept: false });
    expect(player(s, A).hand).toHaveLength(2);
  });

  it('paying it all skips the other branch', () => {
    let s = cast(1);
    s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    expect(player(s, A).hand).toHaveLength(0);
    expect(player(s, A).memory.length).toBeGreaterThan(0);
  });
});
