// h5-b1: banishing two cards at random from your memory, then drawing two.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, edit, player } from '../../engine/helpers.js';
import { activate, place } from '../amb/scenario.js';
import { acceptAll, addCards, aliceAs, drive } from '../amb/amb1-support.js';

const def = scriptedDef;
const filler = defineCard({ slug: 'h5b1-filler', name: 'Filler', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, {});
const slimeCard = defineCard({ slug: 'h5b1-slime', name: 'Slime Card', types: ['ALLY'], subtypes: ['SLIME'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});
const sturdy = defineCard({ slug: 'h5b1-sturdy', name: 'Sturdy', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 20 }, {});
const shrouded = defineCard({ slug: 'h5b1-shrouded', name: 'Shrouded', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 20 }, { keywords: ['spellshroud'] });

const withMemory = (s: GameState, n: number) => {
  s = edit(s, (t) => { player(t, A).memory = []; });
  return n ? addCards(s, A, filler, 'memory', n)[0] : s;
};

describe('h5-b1 random memory banish', () => {
  it("'erratic-bolt': LV damage; with the class bonus you may banish two random memory cards and then draw two", () => {
    const run = (classes: string[], memory: number, accept: boolean) => {
      let s = aliceAs({ classes, level: 3, elements: ['NORM', 'ARCANE', 'FIRE'] });
      let ally: string;
      [s, ally] = place(s, B, sturdy);
      [s] = activate(s, A, def('erratic-bolt'), [{ kind: 'object', id: ally }]);
      s = withMemory(s, memory);
      const hand = player(s, A).hand.length;
      s = drive(s, accept ? acceptAll : undefined);
      return [s.objects[ally]!.damage, player(s, A).banishment.length, player(s, A).hand.length - hand];
    };
    expect(run(['MAGE'], 3, true)).toEqual([3, 2, 2]);
    expect(run(['MAGE'], 3, false)).toEqual([3, 0, 0]);
    // Only one could be banished: an optional action is done completely or not at all, so nothing is banished and nothing drawn
    // (game-mechanics/game-mechanics-playing-cards/playing-cards-resolution.md#general-rules).
    expect(run(['MAGE'], 1, true)).toEqual([3, 0, 0]);
    expect(run(['WARRIOR'], 3, true)).toEqual([3, 0, 0]);
  });

  it("'storm-slime': pride 3; On Enter, as a Spell, damage equal to the Slime cards in your banishment (spellshroud units can't be chosen: ruling)", () => {
    expect(def('storm-slime').keywordValues?.pride).toBe(3);
    let s = aliceAs({ classes: ['TAMER'], elements: ['NORM', 'ARCANE'] });
    [s] = addCards(s, A, slimeCard, 'banishment', 2);
    let ally: string; let shroud: string;
    [s, ally] = place(s, B, sturdy);
    [s, shroud] = place(s, B, shrouded);
    [s] = activate(s, A, def('storm-slime'));
    let offered: string[] = [];
    s = drive(s, (t, legal) => {
      if (t.pending?.kind !== 'triggerTargets') return undefined;
      offered = legal.flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
      return { type: 'chooseTarget', target: { kind: 'object', id: ally } };
    });
    expect(offered).toContain(ally);
    expect(offered).not.toContain(shroud);
    expect(s.objects[ally]!.damage).toBe(2);
  });

  it("'storm-slime': with the class bonus, On Death you may banish two random memory cards; if you do, draw two", () => {
    let s = aliceAs({ classes: ['TAMER'] });
    let id: string;
    [s, id] = place(s, A, def('storm-slime'));
    s = withMemory(s, 2);
    const hand = player(s, A).hand.length;
    s = edit(s, (t) => { t.objects[id]!.damage = 9; });
    [s] = activate(s, A, defineCard({ slug: 'h5b1-nothing', name: 'Nothing', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [] }));
    s = drive(s, acceptAll);
    expect(s.objects[id]).toBeUndefined();
    expect(player(s, A).memory.length).toBe(0);
    expect(player(s, A).hand.length - hand).toBe(2);
  });
});
