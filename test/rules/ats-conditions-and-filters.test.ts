// Conditions and card filters added for the Assassin/Tamer/Spirit scripts, checked on plain states:
// a static ability applies while its condition holds (game-mechanics/game-mechanics-abilities/abilities-static-abilities.md#general-rules),
// an activated ability only while its restriction holds (abilities-restriction-abilities.md). Cards of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, staticAbility } from '../../src/cards/define.js';
import type { CardDef, Condition } from '../../src/cards/vocabulary.js';
import { cardMatches } from '../../src/engine/play/effects.js';
import { conditionMet, currentStat } from '../../src/engine/state/query.js';
import { A, B, addCard, addObject, edit, newGame, player, withDef } from '../engine/helpers.js';

const ally = (slug: string, subtypes: string[]): CardDef =>
  defineCard({ slug, name: slug, types: ['ALLY'], subtypes, element: 'NORM', cost: reserve(1), power: 1, life: 2 }, {});
const wolf = ally('test-wolf', ['ANIMAL', 'TAMER']);
const drake = ally('test-drake', ['BEAST']);
const knight = ally('test-knight', ['HUMAN', 'TAMER']);
const met = (s: ReturnType<typeof newGame>, c: Condition) => conditionMet(s, A, c);

describe('Conditions about your champion, your objects and graveyards', () => {
  it('your champion\'s counters and whether it is awake', () => {
    let s = newGame({ first: A });
    const counters: Condition = { kind: 'championCounters', counter: 'preparation', min: 2 };
    expect(met(s, counters)).toBe(false);
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.preparation = 2; });
    expect(met(s, counters)).toBe(true);
    expect(met(s, { kind: 'championAwake' })).toBe(true);
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.rested = true; });
    expect(met(s, { kind: 'championAwake' })).toBe(false);
  });

  it('an opponent with an empty graveyard', () => {
    let s = newGame({ first: A });
    expect(met(s, { kind: 'opponentGraveyardEmpty' })).toBe(true);
    [s] = addCard(s, A, 'smoke-out', 'graveyard'); // your own graveyard does not matter
    expect(met(s, { kind: 'opponentGraveyardEmpty' })).toBe(true);
    [s] = addCard(s, B, 'smoke-out', 'graveyard');
    expect(met(s, { kind: 'opponentGraveyardEmpty' })).toBe(false);
  });

  it('how many objects you control, and how many graveyard cards you have, of a kind', () => {
    let s = withDef(withDef(withDef(newGame({ first: A }), wolf), drake), knight);
    const twoBeasts: Condition = { kind: 'controlsCount', filter: { type: 'ALLY', anySubtype: ['ANIMAL', 'BEAST'] }, min: 2 };
    [s] = addObject(s, A, wolf.slug);
    [s] = addObject(s, B, drake.slug); // not yours
    expect(met(s, twoBeasts)).toBe(false);
    [s] = addObject(s, A, drake.slug);
    expect(met(s, twoBeasts)).toBe(true);
    const twoNonHuman: Condition = { kind: 'graveyardCount', filter: { type: 'ALLY', notSubtype: 'HUMAN' }, min: 2 };
    [s] = addCard(s, A, wolf.slug, 'graveyard');
    [s] = addCard(s, A, knight.slug, 'graveyard');
    expect(met(s, twoNonHuman)).toBe(false);
    [s] = addCard(s, A, drake.slug, 'graveyard');
    expect(met(s, twoNonHuman)).toBe(true);
  });

  it('card filters: any of several subtypes, and without a subtype', () => {
    expect([wolf, drake, knight].map((d) => cardMatches(d, { anySubtype: ['ANIMAL', 'BEAST'] }))).toEqual([true, true, false]);
    expect([wolf, drake, knight].map((d) => cardMatches(d, { subtype: 'TAMER', notSubtype: 'HUMAN' }))).toEqual([true, false, false]);
  });
});

describe('A static stat modifier limited to some subtypes (abilities-static-abilities.md#general-rules)', () => {
  it('only the affected objects with one of the subtypes get it, once each', () => {
    const both = ally('test-chimera', ['ANIMAL', 'BEAST']);
    const banner = { ...defineCard({ slug: 'test-banner', name: 'test-banner', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {}),
      abilities: [staticAbility({ kind: 'modifyStat', affects: 'yourAllies', stat: 'power', amount: 2, anySubtype: ['ANIMAL', 'BEAST'] })] } as CardDef;
    let s = newGame({ first: A });
    for (const d of [wolf, drake, knight, both, banner]) s = withDef(s, d);
    const ids: string[] = [];
    for (const d of [wolf, drake, knight, both]) {
      let id: string;
      [s, id] = addObject(s, A, d.slug);
      ids.push(id);
    }
    [s] = addObject(s, A, banner.slug);
    expect(ids.map((id) => currentStat(s, s.objects[id]!, 'power'))).toEqual([3, 3, 1, 3]);
  });
});
