// h6-d2: PTM cards of the combat-and-counters family.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { place } from '../amb/scenario.js';
import { A, B, champion, edit, player } from '../../engine/helpers.js';
import { addCards, bobAs, namedChampion } from '../amb/amb1-support.js';
import { attackWithCard, pickCard } from '../rdo/h6-d2-support.js';

const def = scriptedDef;

describe('h6-d2 PTM', () => {
  it("'condemning-evisceration': prepare only with the class bonus; a prepared champion hit may banish a Floating Memory card for 4 more damage", () => {
    const run = (classes: string[], prepare: boolean, floating: boolean): { damage: number; grave: number } => {
      let s = bobAs({ classes });
      s = edit(s, (t) => { t.objects[player(t, B).champion!]!.counters.preparation = 1; });
      [s] = addCards(s, B, def(floating ? 'savage-attack' : 'condemning-evisceration'), 'graveyard');
      s = attackWithCard(s, B, def('condemning-evisceration'), champion(s, A).id, prepare, pickCard);
      return { damage: champion(s, A).damage, grave: player(s, B).banishment.length };
    };
    expect(run(['ASSASSIN'], true, true)).toEqual({ damage: 8, grave: 1 });
    expect(run(['ASSASSIN'], false, true)).toEqual({ damage: 4, grave: 0 });
    expect(run(['ASSASSIN'], true, false)).toEqual({ damage: 4, grave: 0 }); // nothing with Floating Memory to banish
    expect(run(['WARRIOR'], true, true)).toEqual({ damage: 4, grave: 0 }); // no Prepare without the class bonus
  });
});

describe('h6-d2 PTM attack cards that move themselves', () => {
  it("'visages-strike': for Ciel, On Hit with two or fewer omens banishes it as an omen; otherwise it goes to the graveyard", () => {
    const run = (ciel: boolean, omenCount: number) => {
      let s = bobAs({ classes: ['GUARDIAN'] });
      if (ciel) s = namedChampion(s, B, 'Ciel', ['GUARDIAN']);
      let ids: string[];
      [s, ids] = addCards(s, B, def('savage-attack'), 'banishment', omenCount);
      s = edit(s, (t) => { for (const id of ids) t.cardCounters = { ...(t.cardCounters ?? {}), [id]: { omen: 1 } }; });
      s = attackWithCard(s, B, def('visages-strike'), champion(s, A).id);
      const card = [...player(s, B).banishment, ...player(s, B).graveyard].find((c) => s.cards[c]!.def === 'visages-strike')!;
      return { banished: player(s, B).banishment.includes(card), omen: s.cardCounters?.[card]?.omen ?? 0 };
    };
    expect(run(true, 2)).toEqual({ banished: true, omen: 1 });
    expect(run(true, 3)).toEqual({ banished: false, omen: 0 });
    expect(run(false, 0)).toEqual({ banished: false, omen: 0 });
  });

  it("'spirit-blade-terminus': +1 power per four sheen counters on your mastery; a prepared hit doubles them and the card goes to its owner's memory", () => {
    const run = (prepare: boolean) => {
      let s = bobAs({ classes: ['ASSASSIN'], elements: ['CRUX'] });
      s = edit(s, (t) => {
        t.objects[player(t, B).champion!]!.counters.preparation = 1;
        t.masteries = { ...(t.masteries ?? {}), [B]: { def: 'fractured-memories', counters: { sheen: 9 } } };
      });
      s = attackWithCard(s, B, def('spirit-blade-terminus'), champion(s, A).id, prepare);
      const inMemory = player(s, B).memory.some((c) => s.cards[c]!.def === 'spirit-blade-terminus');
      return { damage: champion(s, A).damage, sheen: s.masteries![B]!.counters.sheen, inMemory };
    };
    expect(run(true)).toEqual({ damage: 4, sheen: 18, inMemory: true });
    expect(run(false)).toEqual({ damage: 4, sheen: 9, inMemory: false });
  });
});

describe('h6-d2 PTM defenders', () => {
  it("'stillshard-strike': prepared, On Attack you recover 1 plus the sheen counters on the defending units", () => {
    const run = (prepare: boolean) => {
      let s = bobAs({ classes: ['ASSASSIN'], elements: ['WATER'] });
      s = edit(s, (t) => {
        t.objects[player(t, B).champion!]!.counters.preparation = 1;
        t.objects[player(t, B).champion!]!.damage = 10;
      });
      let foe: string;
      [s, foe] = place(s, A, defineCard({ slug: 'h6-d2-sheened', name: 'Sheened', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 0, life: 9 }, {}), { counters: { sheen: 2 } });
      [s] = place(s, A, defineCard({ slug: 'h6-d2-bystander', name: 'Bystander', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 0, life: 9 }, {}), { counters: { sheen: 5 } });
      s = attackWithCard(s, B, def('stillshard-strike'), foe, prepare);
      return champion(s, B).damage;
    };
    expect(run(true)).toBe(7);
    expect(run(false)).toBe(10);
  });
});
