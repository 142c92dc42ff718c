// h6-d2: DOA cards of the combat-and-counters family.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, staticAbility } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, champion, edit, player } from '../../engine/helpers.js';
import { place } from '../amb/scenario.js';
import { bobAs } from '../amb/amb1-support.js';
import { attackWithCard } from '../rdo/h6-d2-support.js';

const def = scriptedDef;
const wall = defineCard({ slug: 'h6-d2-wall', name: 'Wall', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 0, life: 5 },
  { abilities: [staticAbility({ kind: 'preventDamage', affects: 'yourChampion', amount: 'all' })] });

describe('h6-d2 DOA', () => {
  it("'thousand-refractions': with the class bonus, a prepared hit wakes your champion and the card returns to its owner's hand; no hit, no return", () => {
    const run = (prepare: boolean, classes: string[], shielded = false) => {
      let s = bobAs({ classes, elements: ['LUXEM'] });
      s = edit(s, (t) => { t.objects[player(t, B).champion!]!.counters.preparation = 1; });
      if (shielded) [s] = place(s, A, wall);
      s = attackWithCard(s, B, def('thousand-refractions'), champion(s, A).id, prepare);
      return { inHand: player(s, B).hand.some((c) => s.cards[c]!.def === 'thousand-refractions'), awake: !champion(s, B).rested };
    };
    expect(run(true, ['ASSASSIN'])).toEqual({ inHand: true, awake: true });
    expect(run(false, ['ASSASSIN'])).toEqual({ inHand: false, awake: false });
    expect(run(true, ['WARRIOR'])).toEqual({ inHand: false, awake: false });
    expect(run(true, ['ASSASSIN'], true)).toEqual({ inHand: false, awake: false }); // all of its damage prevented: no On Hit
  });
});
