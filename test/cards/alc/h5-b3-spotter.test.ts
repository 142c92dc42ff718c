// h5-b3: battlefield-spotter (ranged gained by other units: effects/ranged.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, champion } from '../../engine/helpers.js';
import { rangedFromAbilities } from '../../../src/engine/effects/ranged.js';
import { activate, place } from '../amb/scenario.js';
import { bobAs, drive } from '../amb/amb1-support.js';

const def = scriptedDef('battlefield-spotter');
const ally = defineCard({ slug: 'test-ally-b3r', name: 'Test Ally', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 2, life: 3 }, { abilities: [] });

describe("'battlefield-spotter'", () => {
  it('with a Ranger champion, another ally you control becomes distant on enter; at level 2+ other units you control have ranged 1 (ruling: have)', () => {
    let s = bobAs({ classes: ['RANGER'], level: 2 });
    let mate: string;
    [s, mate] = place(s, B, ally, { enteredTurn: 0 });
    [s] = activate(s, B, def);
    s = drive(s, (t, legal) => (t.pending?.kind === 'triggerTargets' ? legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'object' && a.target.id === mate) : undefined));
    expect(s.objects[mate]!.distant).toBe(true);
    const spotter = Object.values(s.objects).find((o) => o.def === 'battlefield-spotter')!;
    expect(rangedFromAbilities(s, s.objects[mate]!)).toBe(1);
    expect(rangedFromAbilities(s, champion(s, B))).toBe(1);
    expect(rangedFromAbilities(s, spotter)).toBe(0);
    s = act(act(s, B, { type: 'attack', attacker: mate }), B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = drive(s);
    expect(champion(s, A).damage).toBe(3); // 2 power + ranged 1 while distant

    let low = bobAs({ classes: ['RANGER'], level: 1 });
    [low, mate] = place(low, B, ally);
    [low] = place(low, B, def);
    expect(rangedFromAbilities(low, low.objects[mate]!)).toBe(0);
    let other = bobAs({ classes: ['MAGE'], level: 2 });
    [other, mate] = place(other, B, ally);
    [other] = activate(other, B, def, []);
    other = drive(other);
    expect(other.objects[mate]!.distant ?? false).toBe(false);
  });
});
