// "If your champion has leveled up this turn" (state/query.ts condition championLeveledUpThisTurn).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, staticAbility } from '../../src/cards/define.js';
import { currentStat } from '../../src/engine/state/query.js';
import { A, B, atMain, passUntil } from '../engine/helpers.js';
import { factsOnly, materialize, toMaterialize } from '../cards/doa/support.js';
import { place } from '../cards/doa/round2-helpers.js';

const eager = defineCard({ slug: 'test-eager', name: 'Test Eager', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 1 },
  { abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, { kind: 'championLeveledUpThisTurn' })] });

describe('a champion that leveled up this turn', () => {
  it("holds for its controller after a level up, for no other player, and ends with the turn (glossary/game-terms.md#level-up)", () => {
    let [s, card] = toMaterialize(factsOnly('lorraine-wandering-warrior'), 1);
    let mine: string, theirs: string;
    [s, mine] = place(s, A, eager);
    [s, theirs] = place(s, B, eager);
    const power = (id: string) => currentStat(s, s.objects[id]!, 'power');
    expect(power(mine)).toBe(1);
    s = materialize(s, card);
    expect([power(mine), power(theirs)]).toEqual([2, 1]);
    s = passUntil(s, atMain(B));
    expect(power(mine)).toBe(1);
  });
});
