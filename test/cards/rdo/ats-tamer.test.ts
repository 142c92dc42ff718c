// Lotor Trinket (first printed in RDO).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { currentStat } from '../../../src/engine/state/query.js';
import { place } from '../amb/scenario.js';
import { A, B, addCard, asClass, materialize, newGame, player, toMaterialize, withDef } from '../doa/support.js';

const trinket = scriptedDef('lotor-trinket');
const raccoon = defineCard({ slug: 'test-raccoon', name: 'test-raccoon', types: ['ALLY'], subtypes: ['ANIMAL', 'RACCOON'], element: 'NORM', cost: reserve(2), power: 1, life: 2 }, {});
const other = defineCard({ slug: 'test-hound', name: 'test-hound', types: ['ALLY'], subtypes: ['ANIMAL'], element: 'NORM', cost: reserve(2), power: 1, life: 2 }, {});

describe('lotor-trinket', () => {
  function powers(cls: 'tamer' | 'warrior', bobGraveyard: boolean): number[] {
    let s = asClass(newGame({ first: A }), A, cls);
    let r: string, o: string, theirs: string;
    [s] = place(s, A, trinket);
    [s, r] = place(s, A, raccoon);
    [s, o] = place(s, A, other);
    [s, theirs] = place(s, B, raccoon);
    if (bobGraveyard) [s] = addCard(s, B, 'smoke-out', 'graveyard');
    return [r, o, theirs].map((id) => currentStat(s, s.objects[id]!, 'power')!);
  }

  it("'lotor-trinket': for a Tamer, while some opponent's graveyard is empty, their own Raccoons have +1 power", () => {
    expect(player(newGame({ first: A }), B).graveyard).toEqual([]);
    expect(powers('tamer', false)).toEqual([2, 1, 1]);
    expect(powers('tamer', true)).toEqual([1, 1, 1]);
    expect(powers('warrior', false)).toEqual([1, 1, 1]);
  });

  it("'lotor-trinket': On Enter, scavenge 6 for a Raccoon ally card", () => {
    function enterWithRaccoonAt(depth: number): { s: GameState; found: string; misses: string[] } {
      let [s, card] = toMaterialize(trinket, 1);
      s = withDef(withDef(s, raccoon), other);
      let found: string;
      [s, found] = addCard(s, A, raccoon.slug, 'mainDeck');
      const misses: string[] = [];
      for (let i = 0; i < depth; i++) {
        let m: string;
        [s, m] = addCard(s, A, other.slug, 'mainDeck');
        misses.push(m);
      }
      return { s: materialize(s, card), found, misses };
    }
    const sixth = enterWithRaccoonAt(5);
    expect(player(sixth.s, A).hand).toContain(sixth.found);
    expect(player(sixth.s, A).mainDeck.slice(-5).sort()).toEqual([...sixth.misses].sort());
    const seventh = enterWithRaccoonAt(6);
    expect(player(seventh.s, A).hand).not.toContain(seventh.found);
    expect(player(seventh.s, A).mainDeck[0]).toBe(seventh.found);
  });
});
