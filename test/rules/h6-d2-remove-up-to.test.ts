// h6-d2: "remove up to N counters … X is the amount removed this way"
// ('rules/game-mechanics/game-mechanics-counters.md#general-rules'): the number is chosen as the effect resolves,
// at most N and at most what is there, and the effects after it read it as X.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import { A, B, act, addCard, champion, edit, payReserve, player, refuse, withDef } from '../engine/helpers.js';
import { aliceAs, drive } from '../cards/amb/amb1-support.js';

const spell = defineCard({ slug: 'h6-d2-remove-up-to', name: 'Remove Up To', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {
  onResolve: [{ op: 'removeUpToCounters', from: 'yourChampion', counter: 'buff', max: 3, then: [{ op: 'scaled', x: { of: 'x' }, effect: { op: 'dealDamage', to: { ref: 'eachOpponentChampion' }, amount: 0 } }] }],
});

function cast(have: number) {
  let s = edit(aliceAs({}), (t) => { t.objects[player(t, A).champion!]!.counters.buff = have; });
  let c: string;
  [s, c] = addCard(withDef(s, spell), A, spell.slug);
  s = payReserve(act(s, A, { type: 'activate', card: c }), A);
  s = act(s, A, { type: 'pass' });
  if (s.opportunity && s.players[s.opportunity.player]!.id === B) s = act(s, B, { type: 'pass' });
  return s;
}

describe('h6-d2 remove up to N counters', () => {
  it('the choice runs from 0 to the smaller of N and the counters there; more is refused', () => {
    let s = cast(5);
    expect(s.pending?.kind).toBe('cardPick');
    expect(legalActions(s, A).flatMap((a) => (a.type === 'declareX' ? [a.x] : []))).toEqual([0, 1, 2, 3]);
    refuse(s, A, { type: 'declareX', x: 4 }, 'game-mechanics-counters.md#general-rules');
    s = drive(act(s, A, { type: 'declareX', x: 2 }));
    expect(champion(s, A).counters.buff).toBe(3);
    expect(champion(s, B).damage).toBe(2);
    s = cast(1);
    expect(legalActions(s, A).flatMap((a) => (a.type === 'declareX' ? [a.x] : []))).toEqual([0, 1]);
  });

  it('with no such counter there is nothing to choose, and X is 0', () => {
    const s = drive(cast(0));
    expect(s.pending ?? null).toBeNull();
    expect(champion(s, B).damage).toBe(0);
  });
});
