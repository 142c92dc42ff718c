// h5-b3: static power and life bonuses (existing modifyStat statics; stale blockers).
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, champion } from '../../engine/helpers.js';
import { currentStat } from '../../../src/engine/state/query.js';
import { objectOf, place, settle } from '../amb/scenario.js';
import { activate } from '../amb/scenario.js';
import { aliceAs } from '../amb/amb1-support.js';

const def = (slug: string) => scriptedDef(slug);
const ally = defineCard({ slug: 'test-ally-b3s', name: 'Test Ally', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, { abilities: [] });
const sword = defineCard({ slug: 'test-sword-b3s', name: 'Test Sword', types: ['WEAPON'], subtypes: ['WARRIOR', 'SWORD'], element: 'NORM', cost: reserve(1), power: 2, durability: 2 }, { abilities: [] });
const bow = defineCard({ slug: 'test-bow-b3s', name: 'Test Bow', types: ['WEAPON'], subtypes: ['RANGER', 'BOW'], element: 'NORM', cost: reserve(1), power: 2, durability: 2 }, { abilities: [] });
const token = defineCard({ slug: 'test-token-b3s', name: 'Test Token', types: ['TOKEN', 'ITEM'], element: 'NORM', cost: reserve(0) }, { abilities: [] });
const power = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'power');

describe('h5-b3 statics', () => {
  it("'banner-knight': with a Warrior champion of level 2+, other allies and weapons you control get +1 power", () => {
    const run = (classes: string[], level: number) => {
      let s = aliceAs({ classes, level });
      let knight: string, other: string, blade: string;
      [s, knight] = place(s, A, def('banner-knight'));
      [s, other] = place(s, A, ally);
      [s, blade] = place(s, A, sword);
      return [power(s, knight), power(s, other), power(s, blade), power(s, champion(s, A).id)];
    };
    expect(run(['WARRIOR'], 2)).toEqual([1, 2, 3, null]);
    expect(run(['WARRIOR'], 1)).toEqual([1, 1, 2, null]);
    expect(run(['MAGE'], 2)).toEqual([1, 1, 2, null]);
  });

  it("'sun-ce-weaponsmaster': with a Warrior champion, Warrior weapons you control get +1 power; on enter a durability counter on one", () => {
    let s = aliceAs({ classes: ['WARRIOR'] });
    let blade: string, longbow: string;
    [s, blade] = place(s, A, sword);
    [s, longbow] = place(s, A, bow);
    [s] = activate(s, A, def('sun-ce-weaponsmaster'));
    s = settle(s, { targets: [{ kind: 'object', id: blade }] });
    expect(power(s, blade)).toBe(3);
    expect(power(s, longbow)).toBe(2);
    expect(s.objects[blade]!.counters.durability).toBe((s.objects[longbow]!.counters.durability ?? 0) + 1);
    let t = aliceAs({ classes: ['GUARDIAN'] });
    [t, blade] = place(t, A, sword);
    [t] = place(t, A, def('sun-ce-weaponsmaster'));
    expect(power(t, blade)).toBe(2);
  });

  it("'automaton-forgewarden': with a Guardian champion, +1/+1 for each of up to three tokens you control", () => {
    const run = (classes: string[], tokens: number) => {
      let s = aliceAs({ classes });
      for (let i = 0; i < tokens; i++) [s] = place(s, A, token);
      [s] = place(s, A, def('automaton-forgewarden'));
      const o = objectOf(s, 'automaton-forgewarden');
      return [currentStat(s, o, 'power'), currentStat(s, o, 'life')];
    };
    expect(run(['GUARDIAN'], 0)).toEqual([2, 2]);
    expect(run(['GUARDIAN'], 2)).toEqual([4, 4]);
    expect(run(['GUARDIAN'], 5)).toEqual([5, 5]);
    expect(run(['WARRIOR'], 2)).toEqual([2, 2]);
  });
});
