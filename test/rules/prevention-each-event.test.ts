// A prevention that applies to every damage event for its duration ("if it would be dealt damage this
// turn, prevent N of that damage"): neither a shield nor an instance is used up by it; it persists as
// long as the effect says (game-mechanics/game-mechanics-damage-prevention.md#general-rules, rules 4, 6, 7 and 10).
import { describe, expect, it } from 'vitest';
import { dealDamage, dealUnpreventableDamage, target } from '../../src/cards/define.js';
import { A, passUntil, atMain, B } from '../engine/helpers.js';
import { board, cast, onIt } from './prevention-helpers.js';

const each = { op: 'preventDamage' as const, subject: target(0), prevention: { kind: 'each' as const, amount: 2, damageType: 'nonCombat' as const, duration: 'untilEndOfTurn' as const } };

describe("Prevention of each damage event (game-mechanics-damage-prevention.md#general-rules)", () => {
  it('prevents 2 of every non-combat damage event this turn, unpreventable damage aside, and ends with the turn', () => {
    let [s, u] = board();
    s = cast(s, A, [each], onIt(u));
    s = cast(s, A, [dealDamage(target(0), 3)], onIt(u));
    expect(s.objects[u]!.damage).toBe(1);
    s = cast(s, A, [dealDamage(target(0), 3)], onIt(u));
    expect(s.objects[u]!.damage).toBe(2);
    s = cast(s, A, [dealUnpreventableDamage(target(0), 3)], onIt(u));
    expect(s.objects[u]!.damage).toBe(5);
    expect(s.preventions?.length).toBe(1);
    s = passUntil(s, atMain(B));
    expect(s.preventions ?? []).toHaveLength(0);
  });
});
