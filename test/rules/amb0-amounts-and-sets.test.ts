// amb0: a weapon stat modifier for the weapons you control, rested objects in an object description, and
// the damage on your champion as an X.
import { describe, expect, it } from 'vitest';
import { dealDamage, defineCard, reserve, staticAbility, target, targetUnit } from '../../src/cards/define.js';
import { currentStat } from '../../src/engine/state/query.js';
import { A, B, addCard, champion, edit, newGame, player, withDef } from '../engine/helpers.js';
import { objectTarget, place, play } from '../cards/amb/scenario.js';

const testSpell = (slug: string, script: Parameters<typeof defineCard>[1]) =>
  defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, script);
const weapon = defineCard({ slug: 'test-amb0-sword', name: 'Test Sword', types: ['WEAPON'], subtypes: ['SWORD'], element: 'NORM', cost: reserve(0), power: 2, durability: 2 }, {});
const ally = defineCard({ slug: 'test-amb0-soldier', name: 'Test Soldier', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 5 }, {});
const armorer = defineCard({ slug: 'test-amb0-armorer', name: 'Test Armorer', types: ['ITEM'], element: 'NORM', cost: reserve(0) },
  { abilities: [staticAbility({ kind: 'modifyStat', affects: 'yourWeapons', stat: 'power', amount: 1 })] });

describe('amb0 rules: weapons you control, rested objects, damage on your champion', () => {
  it('a static +1 power to the weapons you control counts only its controller\'s weapons (general-rules/general-rules-card-types/card-types-weapon.md#general-rules)', () => {
    let s = newGame({ first: A });
    let mine: string, theirs: string, soldier: string;
    [s, mine] = place(s, A, weapon);
    [s, theirs] = place(s, B, weapon);
    [s, soldier] = place(s, A, ally);
    [s] = place(s, A, armorer);
    const p = (id: string) => currentStat(s, s.objects[id]!, 'power');
    expect([p(mine), p(theirs), p(soldier)]).toEqual([3, 2, 1]);
  });

  it('damage to each rested unit you don\'t control skips awake ones and your own (glossary/game-terms.md#rest-rested)', () => {
    const sweep = testSpell('test-amb0-sweep', { onResolve: [dealDamage({ ref: 'objectsMatching', filter: {}, units: true, controller: 'notYou', rested: true }, 2)] });
    let s = newGame({ first: A });
    let restedTheirs: string, awakeTheirs: string, restedMine: string;
    [s, restedTheirs] = place(s, B, ally, { rested: true });
    [s, awakeTheirs] = place(s, B, ally);
    [s, restedMine] = place(s, A, ally, { rested: true });
    s = edit(s, (t) => { t.objects[player(t, B).champion!]!.rested = true; });
    s = play(s, A, sweep);
    expect([s.objects[restedTheirs]!.damage, s.objects[awakeTheirs]!.damage, s.objects[restedMine]!.damage, champion(s, B).damage]).toEqual([2, 0, 0, 2]);
  });

  it('X = the damage counters on your champion, counted as the effect resolves (glossary/game-terms.md#damage-counters)', () => {
    const echo = testSpell('test-amb0-echo', { targets: [targetUnit()], onResolve: [{ op: 'scaled', x: { of: 'championDamage' }, effect: dealDamage(target(0), 0) }] });
    let s = newGame({ first: A });
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 3; });
    let foe: string;
    [s, foe] = place(s, B, ally);
    s = play(s, A, echo, [objectTarget(foe)]);
    expect(s.objects[foe]!.damage).toBe(3);
  });
});

describe('amounts read from a target\'s damage counters', () => {
  it('X = the damage counters on the target is its damage (glossary/game-terms.md#damage-counters)', () => {
    const mirror = testSpell('test-counted-damage', { targets: [targetUnit()], onResolve: [{ op: 'scaled', x: { of: 'targetCounters', index: 0, counter: 'damage' }, effect: dealDamage({ ref: 'yourChampion' }, 0) }] });
    let s = newGame({ first: A });
    let foe: string;
    [s, foe] = place(s, B, ally);
    s = edit(s, (t) => { t.objects[foe]!.damage = 2; });
    s = play(s, A, mirror, [objectTarget(foe)]);
    expect(champion(s, A).damage).toBe(2);
  });
});

describe('amb0 rules: returning a targeted graveyard card', () => {
  it('only the targeted card of your graveyard returns to your hand (game-mechanics/game-mechanics-game-zones/game-zones-graveyard.md#general-rules)', () => {
    const recall = testSpell('test-amb0-recall', { targets: [{ kind: 'graveyardCard', controller: 'you' }], onResolve: [{ op: 'returnFromGraveyard', filter: {}, target: 0 }] });
    let s = newGame({ first: A });
    let first: string, second: string;
    [s, first] = addCard(withDef(s, ally), A, ally.slug, 'graveyard');
    [s, second] = addCard(s, A, ally.slug, 'graveyard');
    s = play(s, A, recall, [{ kind: 'card', id: second }]);
    expect(player(s, A).hand).toContain(second);
    expect(player(s, A).graveyard).toContain(first);
  });
});

describe('amb0 rules: removing all damage', () => {
  it('removing all damage clears an ally\'s temporary damage and a champion\'s damage counters (game-mechanics/game-mechanics-damage.md#general-rules)', () => {
    const heal = testSpell('test-amb0-heal', { targets: [targetUnit()], onResolve: [{ op: 'removeAllCounters', subject: target(0), counter: 'damage' }] });
    let s = newGame({ first: A });
    let soldier: string;
    [s, soldier] = place(s, A, ally);
    s = edit(s, (t) => { t.objects[soldier]!.damage = 3; t.objects[player(t, A).champion!]!.damage = 7; });
    s = play(s, A, heal, [objectTarget(soldier)]);
    expect(s.objects[soldier]!.damage).toBe(0);
    expect(champion(s, A).damage).toBe(7);
    s = play(s, A, heal, [objectTarget(champion(s, A).id)]);
    expect(champion(s, A).damage).toBe(0);
  });
});
