// A unit whose damage is lowered by N each time it deals some: a replacement on the dealer
// (game-mechanics/game-mechanics-types-of-effects/types-of-effects-replacement-effects.md#general-rules),
// not a prevention, so unpreventable damage is reduced too. Cards of our own.
import { describe, expect, it } from 'vitest';
import { activated, defineCard, memory, reserve, target, targetUnit } from '../../src/cards/define.js';
import type { Effect } from '../../src/cards/vocabulary.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addObject, atMain, champion, newGame, passUntil, withDef } from '../engine/helpers.js';

const quiet = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
const weaken: Effect = { op: 'preventDamage', subject: target(0), prevention: { kind: 'reduceOutgoing', amount: 3, duration: 'untilEndOfTurn' } };
const hexer = defineCard({ slug: 'test-hexer', name: 'test-hexer', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) },
  { abilities: [activated([], [weaken], { targets: [targetUnit()] })] });
const zapper = (amount: number, unpreventable: boolean) => defineCard({ slug: `test-zapper-${amount}-${unpreventable}`, name: 'test-zapper', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 5 },
  { abilities: [activated([], [{ op: 'dealDamage', to: { ref: 'eachOpponentChampion' }, amount, ...(unpreventable ? { unpreventable: true } : {}) }])] });

function zap(amount: number, opts: { unpreventable?: boolean; weakened?: boolean; nextTurn?: boolean } = {}): number {
  let s = passUntil(newGame({ first: A }), atMain(A));
  const z = zapper(amount, !!opts.unpreventable);
  let h: string, ally: string;
  [s, h] = addObject(withDef(withDef(s, hexer), z), A, 'test-hexer');
  [s, ally] = addObject(s, A, z.slug);
  if (opts.weakened ?? true) s = quiet(act(act(s, A, { type: 'activateAbility', object: h, index: 0 }), A, { type: 'chooseTarget', target: { kind: 'object', id: ally } }));
  if (opts.nextTurn) {
    s = passUntil(s, atMain(B));
    s = passUntil(s, atMain(A));
  }
  const before = champion(s, B).damage;
  s = quiet(act(s, A, { type: 'activateAbility', object: ally, index: 0 }));
  return champion(s, B).damage - before;
}

describe('Outgoing damage reduction', () => {
  it('replacement effects (types-of-effects-replacement-effects.md#general-rules): the dealer deals N less, never below 0, unpreventable too, this turn only', () => {
    expect(zap(5, { weakened: false })).toBe(5);
    expect(zap(5)).toBe(2);
    expect(zap(2)).toBe(0);
    expect(zap(5, { unpreventable: true })).toBe(2);
    expect(zap(5, { nextTurn: true })).toBe(5);
  });
});
