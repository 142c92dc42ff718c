// Tokens summoned rested and then woken by the same effect, and a keyword given to just those tokens
// (glossary/game-terms.md#summon).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import type { Condition } from '../../src/cards/vocabulary.js';
import { hasKeyword } from '../../src/engine/state/query.js';
import { A, act, addCard, addObject, newGame, passUntil, payReserve, withDef } from '../engine/helpers.js';

const token = defineCard({ slug: 'test-token', name: 'test-token', types: ['TOKEN', 'ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, {});

function run(wakeIf: Condition) {
  const spell = defineCard({ slug: 'test-summon', name: 'test-summon', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
    { onResolve: [{ op: 'summonToken', token: 'test-token', count: 2, rested: true, wakeIf, grantKeyword: { keyword: 'taunt', duration: 'untilEndOfTurn' } }] });
  let s = withDef(withDef(newGame({ first: A }), spell), token);
  let other: string;
  [s, other] = addObject(s, A, 'test-token', { rested: true });
  let card: string;
  [s, card] = addCard(s, A, 'test-summon');
  s = passUntil(payReserve(act(s, A, { type: 'activate', card }), A), (t) => t.stack.length === 0 && !t.pending);
  const made = Object.values(s.objects).filter((o) => o.def === 'test-token' && o.id !== other);
  return { made: made.map((o) => [o.rested, hasKeyword(s, o, 'taunt')]), other: [s.objects[other]!.rested, hasKeyword(s, s.objects[other]!, 'taunt')] };
}

describe('Summoned, then woken (glossary/game-terms.md#summon)', () => {
  it('only the summoned tokens wake up and gain the keyword', () => {
    expect(run({ kind: 'controlsType', type: 'ALLY', min: 1 })).toEqual({ made: [[false, true], [false, true]], other: [true, false] });
    expect(run({ kind: 'controlsType', type: 'ALLY', min: 9 }).made).toEqual([[true, true], [true, true]]);
  });
});
