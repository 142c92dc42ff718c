// ALC Guardian cards: fostering, attacks, and a few Guardian and Mage actions (h5 round).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { attackPower } from '../../../src/engine/flow/combat.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, addCard, addObject, asClass, champion, edit, factsOnly, mainPhaseOf, passUntil, atMain, player, withDef, withLevel } from '../doa/support.js';
import { as, attackWithCard, bolt, fill, obj, paid, place } from '../doa/round2-helpers.js';
import { floatsFor } from '../doa/round3-helpers.js';
import { objectsOf, play, settle } from '../amb/scenario.js';
import { alicesSecondTurn, playWith } from './h5-alc-support.js';

const accompanyingGuard = scriptedDef('accompanying-guard');
const winblessGatekeeper = scriptedDef('winbless-gatekeeper');
const rousingSlam = scriptedDef('rousing-slam');
const organizeTheAlliance = scriptedDef('organize-the-alliance');
const awakenedFrostguard = scriptedDef('awakened-frostguard');
const blazingCharge = scriptedDef('blazing-charge');
const excoriate = scriptedDef('excoriate');
const enchainingGale = scriptedDef('enchaining-gale');
const summonSentinels = scriptedDef('summon-sentinels');
const savageAttack = scriptedDef('savage-attack');
const hub = factsOnly('hub-of-innovation');
const bigAlly = factsOnly('ardent-cloudstriker');

describe("'accompanying-guard'", () => {
  it('Guardian: On Enter another target ally you control becomes fostered', () => {
    let s = asClass(mainPhaseOf(A), A, 'guardian');
    let other: string;
    [s, other] = addObject(s, A, 'blitz-mage');
    s = play(s, A, accompanyingGuard, [], { triggerTargets: [obj(other)] });
    expect(s.objects[other]!.fostered).toBe(true);
    // Without the class bonus nothing triggers.
    let t = asClass(mainPhaseOf(A), A, 'warrior');
    [t, other] = addObject(t, A, 'blitz-mage');
    t = play(t, A, accompanyingGuard);
    expect(t.objects[other]!.fostered).toBeFalsy();
  });
});

describe("'winbless-gatekeeper'", () => {
  it('taunt; On Enter you may pay 2 to put a buff counter on a Guardian ally you control', () => {
    let s = as(mainPhaseOf(A), A, 'warrior', 'WIND');
    s = fill(s, A, 6);
    let guardianAlly: string;
    [s, guardianAlly] = place(s, A, accompanyingGuard);
    s = playWith(s, A, winblessGatekeeper, [], { accept: true, targets: [obj(guardianAlly)] });
    expect(s.objects[guardianAlly]!.counters.buff).toBe(1);
    const gate = objectsOf(s, winblessGatekeeper.slug)[0]!;
    expect(hasKeyword(s, gate, 'taunt')).toBe(true);
    // Declined: no counter.
    let t = as(mainPhaseOf(A), A, 'warrior', 'WIND');
    t = fill(t, A, 6);
    [t, guardianAlly] = place(t, A, accompanyingGuard);
    t = play(t, A, winblessGatekeeper, [], { accept: false });
    expect(t.objects[guardianAlly]!.counters.buff ?? 0).toBe(0);
  });
});

describe("'rousing-slam'", () => {
  const slam = (level: number, cls: 'guardian' | 'warrior') => {
    let s = withLevel(as(alicesSecondTurn(), A, cls, 'WIND'), A, level);
    s = fill(s, A, 4);
    s = attackWithCard(s, A, rousingSlam, champion(s, B).id);
    s = settle(s);
    return s;
  };
  it('Guardian level 2+: On Attack the attacker gains vigor and taunt until your next turn', () => {
    let s = slam(1, 'guardian');
    expect(hasKeyword(s, champion(s, A), 'vigor')).toBe(true);
    expect(hasKeyword(s, champion(s, A), 'taunt')).toBe(true);
    s = passUntil(s, atMain(B));
    expect(hasKeyword(s, champion(s, A), 'taunt')).toBe(true);
    s = passUntil(s, atMain(A));
    expect(hasKeyword(s, champion(s, A), 'taunt')).toBe(false);
    const low = slam(0, 'guardian');
    expect(hasKeyword(low, champion(low, A), 'taunt')).toBe(false);
    const other = slam(1, 'warrior');
    expect(hasKeyword(other, champion(other, A), 'vigor')).toBe(false);
  });
});

describe("'organize-the-alliance'", () => {
  it('target ally becomes fostered, even without foster; Guardian Floating Memory', () => {
    let s = mainPhaseOf(A);
    let ally: string;
    [s, ally] = addObject(s, B, 'blitz-mage');
    s = play(s, A, organizeTheAlliance, [obj(ally)]);
    expect(s.objects[ally]!.fostered).toBe(true);
    expect(floatsFor(organizeTheAlliance, 'guardian')).toBe(true);
    expect(floatsFor(organizeTheAlliance, 'tamer')).toBe(false);
  });
});

describe("'awakened-frostguard'", () => {
  it('On Foster: banish up to two Floating Memory cards, a buff counter and a card for each; vigor while fostered', () => {
    let s = as(mainPhaseOf(A), A, 'guardian', 'WATER');
    let guard: string;
    [s, guard] = place(s, A, awakenedFrostguard);
    s = edit(s, (t) => { t.defs[savageAttack.slug] = savageAttack; });
    [s] = addCard(s, A, savageAttack.slug, 'graveyard');
    [s] = addCard(s, A, savageAttack.slug, 'graveyard');
    [s] = addCard(s, A, savageAttack.slug, 'graveyard');
    expect(hasKeyword(s, s.objects[guard]!, 'vigor')).toBe(false);
    const deck = player(s, A).mainDeck.length;
    s = playWith(s, A, organizeTheAlliance, [obj(guard)]);
    expect(s.objects[guard]!.fostered).toBe(true);
    expect(s.objects[guard]!.counters.buff).toBe(2);
    expect(player(s, A).mainDeck.length).toBe(deck - 2);
    // Four Floating Memory cards were there (Organize the Alliance itself floats for a Guardian): two are left.
    expect(player(s, A).banishment).toHaveLength(2);
    expect(hasKeyword(s, s.objects[guard]!, 'vigor')).toBe(true);
    expect(hasKeyword(s, s.objects[guard]!, 'foster')).toBe(true);
    const warrior = asClass(s, A, 'warrior');
    expect(hasKeyword(warrior, warrior.objects[guard]!, 'foster')).toBe(false);
  });
  it('ruling: once fostered it is not fostered again (the On Foster does not trigger twice)', () => {
    let s = as(mainPhaseOf(A), A, 'guardian', 'WATER');
    let guard: string;
    [s, guard] = place(s, A, awakenedFrostguard, { fostered: true });
    s = edit(s, (t) => { t.defs[savageAttack.slug] = savageAttack; });
    [s] = addCard(s, A, savageAttack.slug, 'graveyard');
    s = playWith(s, A, organizeTheAlliance, [obj(guard)]);
    expect(s.objects[guard]!.counters.buff ?? 0).toBe(0);
  });
  it('ruling: the On Foster triggers even the turn it entered', () => {
    let s = as(mainPhaseOf(A), A, 'guardian', 'WATER');
    let guard: string;
    [s, guard] = place(s, A, awakenedFrostguard);
    expect(s.objects[guard]!.enteredTurn).toBe(s.turn);
    // The only Floating Memory card in the graveyard is Organize the Alliance itself, resolved just before.
    s = playWith(s, A, organizeTheAlliance, [obj(guard)]);
    expect(s.objects[guard]!.counters.buff).toBe(1);
  });
});

describe("'blazing-charge'", () => {
  it('Guardian: +2 power; On Attack your champion takes 1 more from each damage until your next turn', () => {
    const run = (cls: 'guardian' | 'warrior') => {
      let s = as(alicesSecondTurn(), A, cls, 'FIRE');
      s = fill(s, A, 4);
      s = attackWithCard(s, A, blazingCharge, champion(s, B).id);
      return s;
    };
    let s = run('guardian');
    expect(attackPower(s)).toBe(5);
    expect(attackPower(run('warrior'))).toBe(3);
    s = passUntil(settle(s), atMain(B));
    const before = champion(s, A).damage;
    s = play(s, B, bolt, [obj(champion(s, A).id)]);
    expect(champion(s, A).damage - before).toBe(6);
    s = passUntil(s, atMain(A));
    const next = champion(s, A).damage;
    s = play(s, A, bolt, [obj(champion(s, A).id)]);
    expect(champion(s, A).damage - next).toBe(5);
  });
});

describe("'excoriate'", () => {
  it('destroys an ally with reserve cost 4 or less; 1 less from level 2', () => {
    let s = as(mainPhaseOf(A), A, 'mage', 'FIRE');
    s = fill(s, A, 6);
    let small: string, big: string;
    [s, small] = addObject(s, B, 'blitz-mage');
    [s, big] = place(s, B, bigAlly);
    expect(paid(s, A, excoriate, [obj(small)])).toBe(4);
    expect(paid(withLevel(s, A, 1), A, excoriate, [obj(small)])).toBe(3);
    const t = play(s, A, excoriate, [obj(small)]);
    expect(t.objects[small]).toBeUndefined();
    expect(() => play(s, A, excoriate, [obj(big)])).toThrow();
  });
});

describe("'enchaining-gale'", () => {
  it('suppresses target ally; Cleric: 1 less', () => {
    let s = as(mainPhaseOf(A), A, 'cleric', 'WIND');
    s = fill(s, A, 4);
    let ally: string;
    [s, ally] = addObject(s, B, 'blitz-mage');
    expect(paid(s, A, enchainingGale, [obj(ally)])).toBe(1);
    expect(paid(as(s, A, 'warrior', 'WIND'), A, enchainingGale, [obj(ally)])).toBe(2);
    s = play(s, A, enchainingGale, [obj(ally)]);
    expect(s.objects[ally]).toBeUndefined();
    s = passUntil(s, atMain(B));
    expect(objectsOf(s, 'blitz-mage').some((o) => o.controller === B)).toBe(true);
  });
});

describe("'summon-sentinels'", () => {
  it('two Automaton Drones with a buff counter each; Guardian: 1 less per domain', () => {
    let s = withDef(as(mainPhaseOf(A), A, 'guardian', 'NEOS'), scriptedDef('automaton-drone'));
    s = fill(s, A, 6);
    expect(paid(s, A, summonSentinels)).toBe(4);
    [s] = place(s, A, hub);
    [s] = place(s, A, hub);
    expect(paid(s, A, summonSentinels)).toBe(2);
    expect(paid(as(s, A, 'warrior', 'NEOS'), A, summonSentinels)).toBe(4);
    s = play(s, A, summonSentinels);
    const drones = objectsOf(s, 'automaton-drone');
    expect(drones).toHaveLength(2);
    for (const d of drones) expect(d.counters.buff).toBe(1);
  });
});
