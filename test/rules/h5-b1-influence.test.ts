// Influence (glossary/game-terms.md#influence): the cards in a player's hand and memory together. Counted as a
// tally, the highest among opponents, the gap to a targeted object's owner, and a filter on who draws.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, target, targetUnit } from '../../src/cards/define.js';
import type { GameState, StackItem } from '../../src/engine/index.js';
import { tally } from '../../src/engine/effects/tallies.js';
import { targetOwnerInfluenceGap, withInfluenceAtMost } from '../../src/engine/effects/influence.js';
import { conditionMet } from '../../src/engine/state/query.js';
import { A, B, addCard, addObject, edit, newGame, player, withDef } from '../engine/helpers.js';

const card = defineCard({ slug: 'test-card', name: 'test-card', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { targets: [targetUnit()], onResolve: [{ op: 'destroy', subject: target(0) }] });
const ally = defineCard({ slug: 'test-ally', name: 'test-ally', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});

function holding(s: GameState, who: string, hand: number, memory: number): GameState {
  s = edit(s, (t) => { player(t, who).hand = []; player(t, who).memory = []; });
  for (let i = 0; i < hand; i++) [s] = addCard(s, who, 'test-card', 'hand');
  for (let i = 0; i < memory; i++) [s] = addCard(s, who, 'test-card', 'memory');
  return s;
}

describe('Influence (glossary/game-terms.md#influence)', () => {
  it('is hand plus memory; counted for a player, their opponents, and against a target owner', () => {
    let s = holding(holding(withDef(withDef(newGame({ first: A }), card), ally), A, 1, 2), B, 4, 3);
    let bobs: string;
    [s, bobs] = addObject(s, B, 'test-ally');
    expect(tally(s, A, { of: 'influence' })).toBe(3);
    expect(tally(s, A, { of: 'highestOpponentInfluence' })).toBe(7);
    const item = { controller: A, targets: [{ kind: 'object', id: bobs }] } as unknown as StackItem;
    expect(targetOwnerInfluenceGap(s, item, 0)).toBe(4);
    expect(withInfluenceAtMost(s, s.players, 3).map((p) => p.id)).toEqual([A]);
    expect(conditionMet(s, A, { kind: 'tally', tally: { of: 'influence' }, lessThan: { of: 'highestOpponentInfluence' } })).toBe(true);
    expect(conditionMet(s, B, { kind: 'tally', tally: { of: 'influence' }, lessThan: { of: 'highestOpponentInfluence' } })).toBe(false);
  });
});
