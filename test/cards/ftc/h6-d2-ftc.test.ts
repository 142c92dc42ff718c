// h6-d2: FTC cards of the combat-and-counters family.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, edit, player } from '../../engine/helpers.js';
import { place, useAbility } from '../amb/scenario.js';
import { bobAs } from '../amb/amb1-support.js';
import { unitAttack } from '../rdo/h6-d2-support.js';

const def = scriptedDef;
const twoLife = defineCard({ slug: 'h6-d2-two-life', name: 'Two Life', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 0, life: 2 },
  { abilities: [{ kind: 'triggered', trigger: { on: 'death' }, effects: [{ op: 'draw', who: 'you', count: 1 }] }] });

describe('h6-d2 FTC', () => {
  it("'corhazi-arsonist': a unit it hit this turn is banished instead of dying (no On Death); remove a preparation counter from your champion: stealth this turn", () => {
    let s = bobAs({ classes: ['ASSASSIN'] });
    s = edit(s, (t) => { t.objects[player(t, B).champion!]!.counters.preparation = 1; });
    let ar: string, foe: string;
    [s, ar] = place(s, B, def('corhazi-arsonist'), { enteredTurn: 0 });
    s = useAbility(s, B, ar, 0);
    expect(hasKeyword(s, s.objects[ar]!, 'stealth')).toBe(true);
    expect(s.objects[player(s, B).champion!]!.counters.preparation ?? 0).toBe(0);
    [s, foe] = place(s, A, twoLife);
    const card = s.objects[foe]!.card!;
    const hand = player(s, A).hand.length;
    s = unitAttack(s, B, ar, foe).s;
    expect(player(s, A).banishment).toContain(card);
    expect(player(s, A).hand.length).toBe(hand); // its On Death did not trigger
  });
});
