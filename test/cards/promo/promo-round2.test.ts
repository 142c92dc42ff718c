// Promo cards scripted in round 2.
import { describe, expect, it } from 'vitest';
import { defineCard, destroy, memory, reserve, target } from '../../../src/cards/define.js';
import type { GameState } from '../../../src/engine/index.js';
import { currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import {
  A, B, act, addCard, addObject, asClass, atMain, attack, champion, enable, legal, mainPhaseOf, materialize, objectsOf, passUntil,
  payReserve, play, player, resolveAll, toMaterialize, untilPending, useAbility, withDef, withLevel,
} from '../doa/support.js';
import { afterCombat, as, attackWithCard, canUse, chooseTriggerTarget, fill, obj, paid, place, power } from '../doa/round2-helpers.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const automatonDrone = scriptedDef('automaton-drone');
const astralShard = scriptedDef('astral-shard');
const machinedMonstrosity = scriptedDef('machined-monstrosity');
const backupCharger = scriptedDef('backup-charger');
const crusaderOfAesa = scriptedDef('crusader-of-aesa');
const deploymentBeacon = scriptedDef('deployment-beacon');
const drenchingFinish = scriptedDef('drenching-finish');
const esteemedKnight = scriptedDef('esteemed-knight');
const flamewreathCall = scriptedDef('flamewreath-call');
const heavySwing = scriptedDef('heavy-swing');
const imperialSentry = scriptedDef('imperial-sentry');
const incapacitate = scriptedDef('incapacitate');
const rangerBoots = scriptedDef('ranger-boots');
const slateWhetstone = scriptedDef('slate-whetstone');
const starbirth = scriptedDef('starbirth');
const weaponsmith = scriptedDef('weaponsmith');

/** Test-only cards: a fast action destroying a target item, and a Polearm weapon. */
const shatter = defineCard({ slug: 'test-shatter', name: 'Test Shatter', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [{ kind: 'item' }], onResolve: [destroy(target(0))] });
const pike = defineCard({ slug: 'test-pike', name: 'Test Pike', types: ['WEAPON'], supertypes: ['REGALIA'], subtypes: ['WARRIOR', 'POLEARM'], classes: ['WARRIOR'], element: 'NORM', cost: memory(0), power: 1, durability: 2 }, {});
const drones = (s: GameState) => objectsOf(s, automatonDrone.slug).filter((o) => o.controller === A).length;

describe('Promo round 2', () => {
  it("'esteemed-knight': intercept with the Warrior bonus", () => {
    let s = mainPhaseOf(B);
    let knight: string, attacker: string;
    [s, knight] = place(s, A, esteemedKnight);
    [s, attacker] = addObject(s, B, 'blitz-mage');
    expect(hasKeyword(s, s.objects[knight]!, 'intercept')).toBe(false);
    s = asClass(s, A, 'warrior');
    s = untilPending(attack(s, B, attacker, champion(s, A).id), 'may');
    s = act(s, A, { type: 'mayAnswer', accept: true });
    s = passUntil(s, (t) => t.stack.length === 0 && t.pendingTriggers.length === 0);
    expect(s.combat?.defender).toBe(knight);
  });

  it("'crusader-of-aesa': enters the field rested; intercept with the Warrior bonus", () => {
    let s = asClass(mainPhaseOf(A), A, 'warrior');
    [s] = play(s, A, crusaderOfAesa);
    const crusader = objectsOf(s, crusaderOfAesa.slug)[0]!;
    expect(crusader.rested).toBe(true);
    expect(hasKeyword(s, crusader, 'intercept')).toBe(true);
    expect(hasKeyword(asClass(s, A, 'mage'), crusader, 'intercept')).toBe(false);
  });

  it("'imperial-sentry': intercept with the Guardian bonus; +1 life at level 2+", () => {
    let s = mainPhaseOf(A);
    let sentry: string;
    [s, sentry] = place(s, A, imperialSentry);
    expect(hasKeyword(s, s.objects[sentry]!, 'intercept')).toBe(false);
    expect(currentStat(s, s.objects[sentry]!, 'life')).toBe(3);
    s = asClass(s, A, 'guardian');
    expect(hasKeyword(s, s.objects[sentry]!, 'intercept')).toBe(true);
    expect(currentStat(withLevel(s, A, 1), s.objects[sentry]!, 'life')).toBe(4);
  });

  it("'heavy-swing': costs 2 less with the Guardian bonus", () => {
    const s = fill(mainPhaseOf(B), B, 6);
    expect(paid(s, B, heavySwing)).toBe(6);
    expect(paid(asClass(s, B, 'guardian'), B, heavySwing)).toBe(4);
  });

  it("'incapacitate': costs 2 less with the Assassin bonus; negates an action card activation (never an ally's)", () => {
    let s = asClass(mainPhaseOf(A), B, 'assassin');
    s = fill(s, B, 2);
    let smoke: string, counter: string;
    [s, smoke] = addCard(s, A, 'smoke-out');
    s = act(s, A, { type: 'activate', card: smoke });
    s = act(s, A, { type: 'chooseTarget', target: obj(champion(s, B).id) });
    s = act(payReserve(s, A), A, { type: 'pass' });
    [s, counter] = addCard(withDef(s, incapacitate), B, incapacitate.slug);
    const handBefore = player(s, B).hand.length;
    s = act(s, B, { type: 'activate', card: counter });
    const choices = legal(s, B).filter((a) => a.type === 'chooseTarget');
    expect(choices).toHaveLength(1);
    s = payReserve(act(s, B, choices[0]!), B);
    expect(handBefore - player(s, B).hand.length).toBe(3); // the card itself and 2 for its cost
    s = passUntil(s, (t) => t.stack.length === 0);
    expect(player(s, A).graveyard).toContain(smoke);
    expect(s.log.some((l) => l.text.includes('Smoke Out is negated'))).toBe(true);
    // An ally card activation is no legal target.
    let t = asClass(mainPhaseOf(A), B, 'assassin');
    let ally: string;
    [t, ally] = addCard(t, A, 'woodland-squirrels');
    t = act(payReserve(act(t, A, { type: 'activate', card: ally }), A), A, { type: 'pass' });
    [t, counter] = addCard(withDef(t, incapacitate), B, incapacitate.slug);
    expect(legal(t, B)).not.toContainEqual({ type: 'activate', card: counter });
    // Bob does hold priority there: another fast card of his can be activated.
    let other: string;
    [t, other] = addCard(enable(t, B, 'FIRE'), B, 'smoke-out');
    expect(legal(t, B)).toContainEqual({ type: 'activate', card: other });
  });

  it("'weaponsmith': with the Warrior bonus, a durability counter on your target weapon as your recollection phase begins", () => {
    let s = asClass(mainPhaseOf(A), A, 'warrior');
    let sword: string;
    [s] = place(s, A, weaponsmith);
    [s, sword] = addObject(s, A, 'training-sword');
    s = passUntil(s, atMain(B));
    s = chooseTriggerTarget(s, A, obj(sword));
    s = passUntil(s, atMain(A));
    expect(s.objects[sword]!.counters.durability).toBe(3);
    // Without the bonus nothing triggers.
    let plain = mainPhaseOf(A);
    [plain] = place(plain, A, weaponsmith);
    [plain, sword] = addObject(plain, A, 'training-sword');
    plain = passUntil(passUntil(plain, atMain(B)), atMain(A));
    expect(plain.objects[sword]!.counters.durability).toBe(2);
  });

  it("'deployment-beacon': On Enter summons an Automaton Drone; with the Guardian bonus, On Leave another", () => {
    let [s, card] = toMaterialize(deploymentBeacon, 1, (t) => withDef(enable(t, A, 'WIND'), automatonDrone));
    s = materialize(s, card);
    expect(drones(s)).toBe(1);
    const leave = (t: GameState) => {
      let beacon: string;
      [t, beacon] = place(withDef(t, automatonDrone), A, deploymentBeacon);
      [t] = play(t, A, shatter, [obj(beacon)]);
      expect(t.objects[beacon]).toBeUndefined();
      return drones(t);
    };
    expect(leave(asClass(mainPhaseOf(A), A, 'guardian'))).toBe(1);
    expect(leave(mainPhaseOf(A))).toBe(0);
  });

  it("'drenching-finish': Warrior bonus On Kill mills three from the chosen player's deck", () => {
    const run = (bonus: boolean) => {
      let s = bonus ? as(mainPhaseOf(B), B, 'warrior', 'WATER') : mainPhaseOf(B);
      let squirrel: string;
      [s, squirrel] = addObject(s, A, 'woodland-squirrels');
      const deck = player(s, A).mainDeck.length;
      s = attackWithCard(s, B, drenchingFinish, squirrel);
      if (bonus) s = chooseTriggerTarget(s, B, { kind: 'player', id: A });
      s = afterCombat(s);
      expect(s.objects[squirrel]).toBeUndefined();
      return deck - player(s, A).mainDeck.length;
    };
    expect(run(true)).toBe(3);
    expect(run(false)).toBe(0);
  });

  it("'ranger-boots': enters rested and draws a card; with the Ranger bonus, REST and banish it to make your champion distant", () => {
    let [s, card] = toMaterialize(rangerBoots, 1, (t) => asClass(t, A, 'ranger'));
    const hand = player(s, A).hand.length;
    s = materialize(s, card);
    expect(player(s, A).hand).toHaveLength(hand + 1);
    const boots = objectsOf(s, rangerBoots.slug)[0]!;
    expect(boots.rested).toBe(true);
    let t = asClass(mainPhaseOf(A), A, 'ranger');
    let placed: string;
    [t, placed] = place(t, A, rangerBoots);
    expect(canUse(asClass(t, A, 'mage'), A, placed, 1)).toBe(false);
    t = resolveAll(useAbility(t, A, placed, 1));
    expect(champion(t, A).distant).toBe(true);
    expect(t.objects[placed]).toBeUndefined();
  });

  it("'starbirth': one card drawn to memory plus an Astral Shard token", () => {
    let s = withDef(enable(mainPhaseOf(A), A, 'ASTRA'), astralShard);
    const before = player(s, A).memory.length;
    [s] = play(s, A, starbirth);
    // 1 card paid into memory, 1 drawn into it.
    expect(player(s, A).memory).toHaveLength(before + 2);
    expect(objectsOf(s, astralShard.slug).map((o) => o.controller)).toEqual([A]);
  });

  it("'flamewreath-call': 3 cheaper for a Tamer controlling a Beast; hits one or two allies for 3 each", () => {
    let s = fill(enable(mainPhaseOf(A), A, 'FIRE'), A, 5);
    let one: string, two: string;
    [s, one] = addObject(s, B, 'giant-tortoise');
    [s, two] = addObject(s, B, 'giant-tortoise');
    const targets = [obj(one), obj(two)];
    expect(paid(as(s, A, 'tamer', 'FIRE'), A, flamewreathCall, targets)).toBe(5);
    [s] = place(s, A, machinedMonstrosity);
    expect(paid(s, A, flamewreathCall, targets)).toBe(5);
    s = as(s, A, 'tamer', 'FIRE');
    expect(paid(s, A, flamewreathCall, targets)).toBe(2);
    const [both] = play(s, A, flamewreathCall, targets);
    expect([both.objects[one]!.damage, both.objects[two]!.damage]).toEqual([3, 3]);
    const [single] = play(s, A, flamewreathCall, [obj(one), null]);
    expect([single.objects[one]!.damage, single.objects[two]!.damage]).toEqual([3, 0]);
  });

  it("'slate-whetstone': banishing it pumps an optional Polearm of yours by 1 and draws", () => {
    let s = withDef(mainPhaseOf(A), pike);
    let stone: string, polearm: string, sword: string;
    [s, stone] = place(s, A, slateWhetstone);
    [s, polearm] = addObject(s, A, pike.slug);
    [s, sword] = addObject(s, A, 'training-sword');
    s = useAbility(s, A, stone, 0);
    const choices = legal(s, A).flatMap((a) => (a.type === 'chooseTarget' ? [a.target] : []));
    expect(choices).toContainEqual(obj(polearm));
    expect(choices).not.toContainEqual(obj(sword));
    const hand = player(s, A).hand.length;
    const done = resolveAll(act(s, A, { type: 'chooseTarget', target: obj(polearm) }));
    expect(power(done, polearm)).toBe(2);
    expect(player(done, A).hand).toHaveLength(hand + 1);
    const none = resolveAll(act(s, A, { type: 'chooseTarget', target: null }));
    expect(player(none, A).hand).toHaveLength(hand + 1);
  });

  it("'backup-charger': pay 3 and banish it: a rested Powercell and a card drawn into memory", () => {
    let s = fill(mainPhaseOf(A), A, 3);
    let charger: string;
    [s, charger] = place(s, A, backupCharger);
    const memoryBefore = player(s, A).memory.length;
    s = resolveAll(payReserve(useAbility(s, A, charger, 0), A));
    expect(s.objects[charger]).toBeUndefined();
    expect(objectsOf(s, 'powercell').map((o) => o.rested)).toEqual([true]);
    // 3 cards paid into memory, 1 drawn into it.
    expect(player(s, A).memory).toHaveLength(memoryBefore + 4);
  });
});
