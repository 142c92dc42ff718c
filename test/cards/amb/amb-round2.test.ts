// Cards first printed in AMB, round 2: class-bonus costs and keywords, allOf restrictions, attack cards.
import { describe, expect, it } from 'vitest';
import { defineCard, memory } from '../../../src/cards/define.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { attackPower, retaliationCandidates } from '../../../src/engine/flow/combat.js';
import { currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, addObject, atMain, champion, newGame, passUntil, payReserve, player, refuse } from '../../engine/helpers.js';
import { activate, asChampion, objectTarget, place, settle, useAbility, withDefs } from './scenario.js';
import type { ChampionShape } from './scenario.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const adornedStag = scriptedDef('adorned-stag');
const ghostsightGlass = scriptedDef('ghostsight-glass');
const flamewingFowl = scriptedDef('flamewing-fowl');
const galewhisperRogue = scriptedDef('galewhisper-rogue');
const imperialAssassin = scriptedDef('imperial-assassin');
const warMarshal = scriptedDef('war-marshal');
const crescentGlaive = scriptedDef('crescent-glaive');
const emergentDagger = scriptedDef('emergent-dagger');
const scorchingStrafe = scriptedDef('scorching-strafe');
const indiscriminateGyre = scriptedDef('indiscriminate-gyre');
const xiaHouDun = scriptedDef('xia-hou-dun-gloryseeker');
const ordinaryHorse = scriptedDef('ordinary-horse');

const hand = (s: GameState, who = A) => player(s, who).hand.length;
const bobsTurn = () => passUntil(newGame({ first: A }), atMain(B));
const bobAttacks = (s: GameState, attacker: string, target: string) =>
  act(act(s, B, { type: 'attack', attacker }), B, { type: 'chooseAttackTarget', target });
const attackTargets = (s: GameState, attacker: string) =>
  legalActions(act(s, B, { type: 'attack', attacker }), B).flatMap((a) => (a.type === 'chooseAttackTarget' ? [a.target] : []));

/** How many cards activating `def` took from the hand (the card itself is added to the hand first). */
function reservePaid(s: GameState, def: CardDef, targets: string[] = []): number {
  const before = hand(s);
  [s] = activate(s, A, def, targets.map(objectTarget));
  return before - hand(s);
}

/** Bob activates an attack card from hand; his champion attacks `target` with it (no weapon). */
function bobAttacksWith(s: GameState, def: CardDef, target: string): GameState {
  let card: string;
  [s, card] = addCard(withDefs(s, def), B, def.slug);
  s = payReserve(act(s, B, { type: 'activate', card }), B);
  s = passUntil(s, (t) => t.pending?.kind === 'attackDeclaration');
  if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, B, { type: 'chooseWeapon', weapon: null });
  return act(s, B, { type: 'chooseAttackTarget', target });
}

/** An invented Bow weapon: only its subtype matters. */
const testBow = defineCard({ slug: 'test-bow', name: 'Test Bow', types: ['WEAPON'], supertypes: ['REGALIA'], subtypes: ['RANGER', 'BOW'], classes: ['RANGER'], element: 'NORM', cost: memory(0), power: 1, durability: 3 }, {});

describe('AMB cards (round 2)', () => {
  it("'adorned-stag': costs 1 less with a Tamer champion", () => {
    expect(reservePaid(asChampion(newGame({ first: A }), A, { classes: ['TAMER'] }), adornedStag)).toBe(1);
    expect(reservePaid(asChampion(newGame({ first: A }), A, { classes: ['MAGE'] }), adornedStag)).toBe(2);
  });

  it("'ghostsight-glass': paying 3 and resting it lends a unit true sight for the turn; slow speed only", () => {
    let s = newGame({ first: A });
    let glass: string, horse: string, hidden: string;
    [s, glass] = place(s, A, ghostsightGlass);
    [s, horse] = place(s, A, ordinaryHorse);
    [s, hidden] = addObject(withDefs(s, galewhisperRogue), B, 'galewhisper-rogue');
    s = asChampion(s, B, { classes: ['ASSASSIN'] });
    const before = hand(s);
    s = useAbility(s, A, glass, 0, [objectTarget(horse)]);
    expect(hand(s)).toBe(before - 3);
    expect(s.objects[glass]!.rested).toBe(true);
    expect(hasKeyword(s, s.objects[horse]!, 'trueSight')).toBe(true);
    expect(hasKeyword(s, s.objects[hidden]!, 'stealth')).toBe(true);
    s = passUntil(s, atMain(B));
    expect(hasKeyword(s, s.objects[horse]!, 'trueSight')).toBe(false);
    // Slow speed: not while a card is on the stack.
    let s2 = newGame({ first: A });
    [s2, glass] = place(s2, A, ghostsightGlass);
    [s2] = activate(s2, A, defineCard({ slug: 'test-fast-action', name: 'Test Fast Action', types: ['ACTION'], classes: [], element: 'NORM', cost: memory(0), speed: true }, {}));
    expect(s2.stack.length).toBe(1);
    expect(s2.opportunity && s2.players[s2.opportunity.player]!.id).toBe(A);
    refuse(s2, A, { type: 'activateAbility', object: glass, index: 0 });
  });

  it("'flamewing-fowl': +1 power while attacking a champion, with a Tamer champion", () => {
    const run = (classes: string[], atChampion: boolean) => {
      let s = asChampion(bobsTurn(), B, { classes, elements: ['FIRE'] });
      let fowl: string, wall: string;
      [s, fowl] = place(s, B, flamewingFowl);
      [s, wall] = place(s, A, ordinaryHorse);
      const idle = currentStat(s, s.objects[fowl]!, 'power');
      s = bobAttacks(s, fowl, atChampion ? champion(s, A).id : wall);
      return [idle, currentStat(s, s.objects[fowl]!, 'power')];
    };
    expect(run(['TAMER'], true)).toEqual([3, 4]);
    expect(run(['TAMER'], false)).toEqual([3, 3]);
    expect(run(['MAGE'], true)).toEqual([3, 3]);
  });

  const stealthScenario = (def: CardDef, classes: string[]) => {
    let s = asChampion(bobsTurn(), A, { classes, elements: ['WIND'] });
    let rogue: string, attacker: string;
    [s, rogue] = place(s, A, def);
    [s, attacker] = place(s, B, ordinaryHorse);
    return attackTargets(s, attacker).includes(rogue);
  };

  it("'galewhisper-rogue': stealth with an Assassin champion", () => {
    expect(stealthScenario(galewhisperRogue, ['ASSASSIN'])).toBe(false);
    expect(stealthScenario(galewhisperRogue, ['WARRIOR'])).toBe(true);
  });

  it("'imperial-assassin': stealth with an Assassin champion", () => {
    expect(stealthScenario(imperialAssassin, ['ASSASSIN'])).toBe(false);
    expect(stealthScenario(imperialAssassin, ['MAGE'])).toBe(true);
  });

  it("'war-marshal': Guardian champion: steadfast, and +1/+1 while you control a Horse", () => {
    const stats = (s: GameState, id: string) => [currentStat(s, s.objects[id]!, 'power'), currentStat(s, s.objects[id]!, 'life')];
    let s = asChampion(bobsTurn(), A, { classes: ['GUARDIAN'] });
    let marshal: string, attacker: string;
    [s, marshal] = place(s, A, warMarshal, { rested: true });
    expect(stats(s, marshal)).toEqual([2, 3]);
    [s] = place(s, A, ordinaryHorse);
    expect(stats(s, marshal)).toEqual([3, 4]);
    // Steadfast: rested, it still retaliates.
    [s, attacker] = place(s, B, ordinaryHorse);
    s = bobAttacks(s, attacker, marshal);
    expect(retaliationCandidates(s)).toContain(marshal);
    // Without the class bonus: no steadfast and no bonus from the Horse.
    let s2 = asChampion(bobsTurn(), A, { classes: ['WARRIOR'] });
    [s2, marshal] = place(s2, A, warMarshal, { rested: true });
    [s2] = place(s2, A, ordinaryHorse);
    expect(stats(s2, marshal)).toEqual([2, 3]);
    expect(hasKeyword(s2, s2.objects[marshal]!, 'steadfast')).toBe(false);
  });

  const weaponScenario = (def: CardDef, shape: ChampionShape) => {
    let s = asChampion(newGame({ first: A }), A, shape);
    let weapon: string;
    [s, weapon] = place(s, A, def);
    return currentStat(s, s.objects[weapon]!, 'power');
  };

  it("'crescent-glaive': +1 power with a Warrior champion of level 2+", () => {
    expect(weaponScenario(crescentGlaive, { classes: ['WARRIOR'], level: 2 })).toBe(2);
    expect(weaponScenario(crescentGlaive, { classes: ['WARRIOR'], level: 1 })).toBe(1);
    expect(weaponScenario(crescentGlaive, { classes: ['GUARDIAN'], level: 3 })).toBe(1);
  });

  it("'emergent-dagger': +2 power with an Assassin champion of level 2+, also in the attack", () => {
    expect(weaponScenario(emergentDagger, { classes: ['ASSASSIN'], level: 2 })).toBe(3);
    expect(weaponScenario(emergentDagger, { classes: ['ASSASSIN'], level: 1 })).toBe(1);
    expect(weaponScenario(emergentDagger, { classes: ['WARRIOR'], level: 2 })).toBe(1);
    let s = asChampion(bobsTurn(), B, { classes: ['ASSASSIN'], level: 2 });
    let dagger: string;
    [s, dagger] = place(s, B, emergentDagger);
    s = act(s, B, { type: 'attack', attacker: champion(s, B).id });
    s = act(s, B, { type: 'chooseWeapon', weapon: dagger });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    expect(attackPower(s)).toBe(3);
  });

  it("'scorching-strafe': costs 2 less with a Ranger champion; the ally gets +2 power and becomes distant", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['RANGER'], elements: ['FIRE'] });
    let horse: string;
    [s, horse] = place(s, A, ordinaryHorse);
    expect(reservePaid(s, scorchingStrafe, [horse])).toBe(2);
    s = settle(activate(s, A, scorchingStrafe, [objectTarget(horse)])[0]);
    expect(currentStat(s, s.objects[horse]!, 'power')).toBe(3);
    expect(s.objects[horse]!.distant).toBe(true);
    let s2 = asChampion(newGame({ first: A }), A, { classes: ['MAGE'], elements: ['FIRE'] });
    [s2, horse] = place(s2, A, ordinaryHorse);
    expect(reservePaid(s2, scorchingStrafe, [horse])).toBe(4);
  });

  it("'indiscriminate-gyre': On Attack, 2 damage to every ally with a Warrior champion", () => {
    const run = (classes: string[]) => {
      let s = asChampion(bobsTurn(), B, { classes, elements: ['FIRE'] });
      let mine: string, theirs: string;
      [s, mine] = place(s, B, ordinaryHorse);
      [s, theirs] = place(s, A, ordinaryHorse);
      s = settle(bobAttacksWith(s, indiscriminateGyre, champion(s, A).id));
      return [s.objects[mine]!.damage, s.objects[theirs]!.damage, champion(s, A).damage];
    };
    expect(run(['WARRIOR'])).toEqual([2, 2, 0]);
    expect(run(['GUARDIAN'])).toEqual([0, 0, 0]);
  });

  it("'xia-hou-dun-gloryseeker': ranged 2; +1 power with a Warrior or Ranger champion and a Sword or Bow", () => {
    expect(xiaHouDun.keywordValues).toEqual({ ranged: 2 });
    const run = (classes: string[], weapon: string | CardDef | null) => {
      let s = withDefs(asChampion(newGame({ first: A }), A, { classes, elements: ['WATER'] }), testBow);
      let xia: string;
      [s, xia] = place(s, A, xiaHouDun);
      if (typeof weapon === 'string') [s] = addObject(s, A, weapon);
      else if (weapon) [s] = place(s, A, weapon);
      return currentStat(s, s.objects[xia]!, 'power');
    };
    expect(run(['WARRIOR'], 'training-sword')).toBe(2);
    expect(run(['RANGER'], testBow)).toBe(2);
    expect(run(['WARRIOR'], null)).toBe(1);
    expect(run(['MAGE'], 'training-sword')).toBe(1);
  });
});
