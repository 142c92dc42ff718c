// A condition on the defender of the current attack (game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/
// combat-phase-attacking-and-the-combat-phase.md#general-rules): its keywords, supertype, type, and the parity of its
// life stat with every modification. Cards of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, staticAbility } from '../../src/cards/define.js';
import type { Condition } from '../../src/cards/vocabulary.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, atMain, newGame, passUntil } from '../engine/helpers.js';
import { place } from '../cards/amb/scenario.js';
import { attack } from '../cards/doa/support.js';
import { power } from '../cards/doa/round2-helpers.js';

const striker = (condition: Condition) => defineCard({ slug: 'test-striker', name: 'Test Striker', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 3 },
  { abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, whileAttacking: true }, condition)] });
const wall = (slug: string, life: number, extra: { keywords?: ['taunt']; supertypes?: ['UNIQUE'] } = {}) =>
  ({ ...defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 0, life }, {}), ...extra });

function bonus(condition: Condition, defender: ReturnType<typeof wall>, counters: Record<string, number> = {}): number {
  let s: GameState = passUntil(newGame({ first: A }), atMain(B));
  let a: string, d: string;
  [s, a] = place(s, B, striker(condition));
  [s, d] = place(s, A, defender, { counters });
  return (power(attack(s, B, a, d), a) ?? 0) - 1;
}

describe('Defender conditions (combat-phase-attacking-and-the-combat-phase.md#general-rules)', () => {
  it('keywords, supertype and type of the defender', () => {
    expect(bonus({ kind: 'defenderIs', anyKeyword: ['intercept', 'taunt'] }, wall('test-t', 4, { keywords: ['taunt'] }))).toBe(1);
    expect(bonus({ kind: 'defenderIs', anyKeyword: ['intercept', 'taunt'] }, wall('test-p', 4))).toBe(0);
    expect(bonus({ kind: 'defenderIs', type: 'ALLY', supertype: 'UNIQUE' }, wall('test-u', 4, { supertypes: ['UNIQUE'] }))).toBe(1);
    expect(bonus({ kind: 'defenderIs', type: 'ALLY', supertype: 'UNIQUE' }, wall('test-p', 4))).toBe(0);
  });
  it('the parity of its life stat counts buff counters', () => {
    expect(bonus({ kind: 'defenderIs', life: 'even' }, wall('test-4', 4))).toBe(1);
    expect(bonus({ kind: 'defenderIs', life: 'even' }, wall('test-5', 5))).toBe(0);
    expect(bonus({ kind: 'defenderIs', life: 'odd' }, wall('test-4', 4), { buff: 1 })).toBe(1);
  });
  it('outside combat it does not hold', () => {
    let s: GameState = passUntil(newGame({ first: A }), atMain(B));
    let a: string;
    [s, a] = place(s, B, striker({ kind: 'defenderIs', life: 'even' }));
    expect(power(s, a)).toBe(1);
  });
});
