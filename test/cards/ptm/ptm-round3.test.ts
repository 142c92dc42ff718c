// Cards first printed in PTM, round 3: level-restricted Floating Memory, class-bonus Fast Activation and Efficiency from hand.
import { describe, expect, it } from 'vitest';
import { defineCard, memory } from '../../../src/cards/define.js';
import { legalActions } from '../../../src/engine/index.js';
import { floatingMemoryCards, hasKeyword } from '../../../src/engine/state/query.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { A, B, act, addCard, atMain, newGame, passUntil, player } from '../../engine/helpers.js';
import { activate, asChampion, objectTarget, place, play, settle, withDefs } from '../amb/scenario.js';
import type { ChampionShape } from '../amb/scenario.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const sparkLink = scriptedDef('spark-link');
const illusoryArmsmaster = scriptedDef('illusory-armsmaster');
const genuflectingExecution = scriptedDef('genuflecting-execution');
const ordinaryHorse = scriptedDef('ordinary-horse');

function floats(def: CardDef, shape: ChampionShape): boolean {
  let s = asChampion(withDefs(newGame({ first: A }), def), A, shape);
  let card: string;
  [s, card] = addCard(s, A, def.slug, 'graveyard');
  return floatingMemoryCards(s, A).includes(card);
}

/** Invented weapons and a fast action for the scenarios: only their types and subtypes matter. */
const warriorSword = defineCard({ slug: 'test-warrior-sword', name: 'Test Warrior Sword', types: ['WEAPON'], supertypes: ['REGALIA'], subtypes: ['WARRIOR', 'SWORD'], classes: ['WARRIOR'], element: 'NORM', cost: memory(0), power: 1, durability: 1 }, {});
const rangerBow = defineCard({ slug: 'test-ranger-bow', name: 'Test Ranger Bow', types: ['WEAPON'], supertypes: ['REGALIA'], subtypes: ['RANGER', 'BOW'], classes: ['RANGER'], element: 'NORM', cost: memory(0), power: 1, durability: 1 }, {});
const fastAction = defineCard({ slug: 'test-fast-action', name: 'Test Fast Action', types: ['ACTION'], classes: [], element: 'NORM', cost: memory(0), speed: true }, {});

/** Exalted is enabled by another advanced element. */
const exalted = (classes: string[], level = 1): ChampionShape => ({ classes, elements: ['WATER', 'ASTRA'], level });

describe('PTM cards (round 3)', () => {
  it("'spark-link': each player draws a card into memory; floating memory from champion level 1", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['MAGE'], elements: ['FIRE'] });
    const before = [player(s, A).memory.length, player(s, B).memory.length];
    s = play(s, A, sparkLink);
    // Alice's memory also holds the 2 cards she paid the reserve cost with.
    expect([player(s, A).memory.length, player(s, B).memory.length]).toEqual([before[0]! + 2 + 1, before[1]! + 1]);
    expect(floats(sparkLink, { classes: ['WARRIOR'], level: 1 })).toBe(true);
    expect(floats(sparkLink, { classes: ['MAGE'], level: 0 })).toBe(false);
  });

  it("'illusory-armsmaster': fast activation with a Warrior champion", () => {
    const canActivate = (classes: string[]) => {
      let s = asChampion(withDefs(newGame({ first: A }), illusoryArmsmaster), A, exalted(classes));
      let card: string;
      [s, card] = addCard(s, A, 'illusory-armsmaster');
      [s] = activate(s, A, fastAction);
      expect(s.stack.length).toBe(1);
      return legalActions(s, A).some((a) => a.type === 'activate' && a.card === card);
    };
    expect(canActivate(['WARRIOR'])).toBe(true);
    expect(canActivate(['GUARDIAN'])).toBe(false);
  });

  it("'illusory-armsmaster': with a Warrior champion, On Enter your Warrior weapon gains spellshroud this turn and two durability counters", () => {
    let s = asChampion(newGame({ first: A }), A, exalted(['WARRIOR']));
    let sword: string, bow: string, theirs: string;
    [s, sword] = place(s, A, warriorSword);
    [s, bow] = place(s, A, rangerBow);
    [s, theirs] = place(s, B, warriorSword);
    [s] = activate(s, A, illusoryArmsmaster);
    s = passUntil(s, (t) => t.pending?.kind === 'triggerTargets');
    const offered = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' ? [a.target] : []));
    expect(offered).toEqual([objectTarget(sword)]);
    expect(offered).not.toContainEqual(objectTarget(bow));
    expect(offered).not.toContainEqual(objectTarget(theirs));
    s = settle(act(s, A, { type: 'chooseTarget', target: objectTarget(sword) }));
    expect(s.objects[sword]!.counters.durability).toBe(3);
    expect(hasKeyword(s, s.objects[sword]!, 'spellshroud')).toBe(true);
    s = passUntil(s, atMain(B));
    expect(hasKeyword(s, s.objects[sword]!, 'spellshroud')).toBe(false);
    expect(s.objects[sword]!.counters.durability).toBe(3);

    // Without the class bonus nothing happens on entering.
    let s2 = asChampion(newGame({ first: A }), A, exalted(['GUARDIAN']));
    [s2, sword] = place(s2, A, warriorSword);
    s2 = play(s2, A, illusoryArmsmaster);
    expect(s2.objects[sword]!.counters.durability).toBe(1);
    expect(hasKeyword(s2, s2.objects[sword]!, 'spellshroud')).toBe(false);
  });

  it("'genuflecting-execution': a Mage champion pays LV less (efficiency); destroys up to two rested allies", () => {
    const setup = (classes: string[], level: number) => {
      let s = asChampion(newGame({ first: A }), A, exalted(classes, level));
      for (let i = 0; i < 7; i++) [s] = addCard(s, A, 'smoke-out');
      let one: string, two: string, awake: string;
      [s, one] = place(s, B, ordinaryHorse, { rested: true });
      [s, two] = place(s, A, ordinaryHorse, { rested: true });
      [s, awake] = place(s, B, ordinaryHorse);
      return { s, one, two, awake };
    };
    const paid = (classes: string[], level: number) => {
      const { s, one, two } = setup(classes, level);
      const before = player(s, A).hand.length;
      const [t] = activate(s, A, genuflectingExecution, [objectTarget(one), objectTarget(two)]);
      return before - player(t, A).hand.length;
    };
    expect(paid(['MAGE'], 3)).toBe(4);
    expect(paid(['MAGE'], 1)).toBe(6);
    expect(paid(['WARRIOR'], 3)).toBe(7);

    // Awake allies can't be chosen.
    let { s, one, two, awake } = setup(['MAGE'], 3);
    [s] = addCard(withDefs(s, genuflectingExecution), A, 'genuflecting-execution');
    const card = player(s, A).hand.at(-1)!;
    s = act(s, A, { type: 'activate', card });
    const offered = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' ? [a.target] : []));
    expect(offered).toEqual(expect.arrayContaining([objectTarget(one), objectTarget(two)]));
    expect(offered).not.toContainEqual(objectTarget(awake));

    // Both chosen rested allies are destroyed; with only one chosen, only that one.
    ({ s, one, two, awake } = setup(['MAGE'], 3));
    s = play(s, A, genuflectingExecution, [objectTarget(one), objectTarget(two)]);
    expect([s.objects[one], s.objects[two]]).toEqual([undefined, undefined]);
    expect(s.objects[awake]).toBeDefined();
    ({ s, one, two } = setup(['MAGE'], 3));
    s = play(s, A, genuflectingExecution, [objectTarget(one), null]);
    expect(s.objects[one]).toBeUndefined();
    expect(s.objects[two]).toBeDefined();
  });
});
