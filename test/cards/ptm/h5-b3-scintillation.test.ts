// h5-b3: infinite-scintillation (moveCountersToMastery movedAsX).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, champion, edit, player, withDef } from '../../engine/helpers.js';
import { activate, objectTarget, place } from '../amb/scenario.js';
import { ALL, aliceAs, costNow, drive, floatsFor } from '../amb/amb1-support.js';

const def = scriptedDef('infinite-scintillation');
const ally = defineCard({ slug: 'test-ally-b3s2', name: 'Test Ally', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 20 }, { abilities: [] });
const withMemories = (sheen: number) => edit(withDef(aliceAs({ elements: [...ALL, 'CRUX'] }), scriptedDef('fractured-memories')), (t) => {
  t.masteries = { ...t.masteries, [A]: { def: 'fractured-memories', counters: { sheen } } };
});

describe("'infinite-scintillation'", () => {
  it("moves all sheen counters of the target unit to your Fractured Memories, then deals 1 + that many damage to it", () => {
    let s = withMemories(0);
    let unit: string;
    [s, unit] = place(s, B, ally, { counters: { sheen: 4 } });
    [s] = activate(s, A, def, [objectTarget(unit)]);
    s = drive(s);
    expect(s.objects[unit]!.counters.sheen ?? 0).toBe(0);
    expect(s.masteries?.[A]?.counters.sheen).toBe(4);
    expect(s.objects[unit]!.damage).toBe(5);
  });

  it('floating memory only with Sheen 6+', () => {
    expect(floatsFor(withMemories(6), A, def)).toBe(true);
    expect(floatsFor(withMemories(5), A, def)).toBe(false);
  });
});

describe("'mastermind-scheme'", () => {
  const scheme = scriptedDef('mastermind-scheme');
  const run = (counters: number) => {
    let s = edit(aliceAs({}), (t) => { t.objects[player(t, A).champion!]!.counters.preparation = counters; });
    [s] = activate(s, A, scheme);
    s = drive(s);
    return { preparation: champion(s, A).counters.preparation ?? 0, agility: (s.agility ?? []).filter((a) => a.player === A).map((a) => a.amount) };
  };
  it('doubles the preparation counters on your champion; with eight or more then, agility 3 this turn', () => {
    expect(run(4)).toEqual({ preparation: 8, agility: [3] });
    expect(run(3)).toEqual({ preparation: 6, agility: [] });
    expect(run(0)).toEqual({ preparation: 0, agility: [] });
  });
  it('efficiency with an Assassin champion: LV less', () => {
    expect(costNow(aliceAs({ classes: ['ASSASSIN'], level: 2 }), A, scheme)).toBe(4);
    expect(costNow(aliceAs({ classes: ['MAGE'], level: 2 }), A, scheme)).toBe(6);
  });
});
