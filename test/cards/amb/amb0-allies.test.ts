// amb0: allies with an AMB printing (statics, On Enter, On Attack and "whenever" abilities).
import { describe, expect, it } from 'vitest';
import { actingPlayers, legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { attackPower } from '../../../src/engine/flow/combat.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, addCard, champion, edit, newGame, player } from '../../engine/helpers.js';
import { attackWithCard } from '../doa/round2-helpers.js';
import { activate, asChampion, objectTarget, place, play, settle, withDefs } from './scenario.js';
import { asNamedChampion, finishActivation, settleAll, bobsTurn, facing, inGraveyard, life, power, reservePaid, shape, testAlly, turnTo, zap } from './amb0-helpers.js';

const stallion = scriptedDef('aqueous-stallion');
const scholar = scriptedDef('axis-gale-scholar');
const conduit = scriptedDef('conduit-of-seasons');
const retainer = scriptedDef('hydroguard-retainer');
const schemer = scriptedDef('inner-court-schemer');
const filcher = scriptedDef('ash-filcher');
const scout = scriptedDef('halocline-scout');
const garrison = scriptedDef('fraternal-garrison');
const aeromancer = scriptedDef('apprentice-aeromancer');
const bloomweaver = scriptedDef('devoted-bloomweaver');
const acolyte = scriptedDef('acolyte-of-cultivation');
const bladesworn = scriptedDef('bloodbond-bladesworn');
const gustguard = scriptedDef('gustguard-bastion');
const huaXiong = scriptedDef('hua-xiong-insurgents-fang');
const horse = scriptedDef('ordinary-horse');
const squire = testAlly('test-amb0-squire', ['HUMAN'], 1, 3);

/** Bob's `attacker` attacks `defender`; On Attack abilities resolve ("may" answered `accept`); the attack is still on. */
function bobAttacks(s: GameState, attacker: string, defender: string, accept = true): GameState {
  s = act(act(s, B, { type: 'attack', attacker }), B, { type: 'chooseAttackTarget', target: defender });
  return settleAll(s, accept);
}

const empowerOf = (s: GameState, who = A) => (s.empower ?? []).filter((e) => e.player === who && e.turn === s.turn).reduce((n, e) => n + e.amount, 0);

describe('amb0 allies', () => {
  it("'aqueous-stallion': +3 power only with four or more water cards in your graveyard", () => {
    let s = newGame({ first: A });
    let id: string;
    [s, id] = place(s, A, stallion);
    expect(power(s, id)).toBe(0);
    s = inGraveyard(s, A, filcher, 5); // fire cards don't count
    s = inGraveyard(s, B, stallion, 4); // nor do the opponent's
    s = inGraveyard(s, A, stallion, 3);
    expect(power(s, id)).toBe(0);
    s = inGraveyard(s, A, stallion, 1);
    expect(power(s, id)).toBe(3);
  });

  it("'axis-gale-scholar': +2 power facing North; your allies +1 life facing South", () => {
    let s = newGame({ first: A });
    let id: string, other: string, theirs: string;
    [s, id] = place(s, A, scholar);
    [s, other] = place(s, A, stallion);
    [s, theirs] = place(s, B, stallion);
    expect([power(s, id), life(s, id), life(s, other)]).toEqual([1, 3, 4]);
    s = facing(s, A, 'north');
    expect([power(s, id), life(s, id), life(s, other)]).toEqual([3, 3, 4]);
    s = facing(s, A, 'south');
    expect([power(s, id), life(s, id), life(s, other), life(s, theirs)]).toEqual([1, 4, 5, 4]);
    s = facing(s, A, 'east');
    expect([power(s, id), life(s, id)]).toEqual([1, 3]);
  });

  it("'conduit-of-seasons': 2 of each damage prevented facing West; On Attack facing East recover 1 and draw into memory", () => {
    const hit = (dir: 'west' | 'north') => {
      let s = facing(newGame({ first: A }), A, dir);
      let id: string;
      [s, id] = place(s, A, conduit);
      s = play(s, A, zap(2), [objectTarget(id)]);
      return s.objects[id]!.damage;
    };
    expect(hit('west')).toBe(0);
    expect(hit('north')).toBe(2);

    const attack = (dir: 'east' | 'north') => {
      let s = facing(bobsTurn(), B, dir);
      s = edit(s, (t) => { t.objects[player(t, B).champion!]!.damage = 3; });
      let id: string;
      [s, id] = place(s, B, conduit);
      const memory = player(s, B).memory.length;
      s = bobAttacks(s, id, champion(s, A).id);
      return [champion(s, B).damage, player(s, B).memory.length - memory];
    };
    expect(attack('east')).toEqual([2, 1]);
    expect(attack('north')).toEqual([3, 0]);
  });

  it("'hydroguard-retainer': taunt; draws a card when your currents turn from North to West", () => {
    const turn = (from: 'north' | 'south') => {
      let s = facing(newGame({ first: A }), A, from);
      let id: string;
      [s, id] = place(s, A, retainer);
      expect(hasKeyword(s, s.objects[id]!, 'taunt')).toBe(true);
      const hand = player(s, A).hand.length;
      s = play(s, A, turnTo('west'));
      expect(s.masteries?.[A]?.direction).toBe('west');
      return player(s, A).hand.length - hand;
    };
    expect(turn('north')).toBe(1);
    expect(turn('south')).toBe(0);
  });

  it("'inner-court-schemer': On Attack you may remove a preparation counter from your champion for +2 power", () => {
    let s = bobsTurn();
    s = edit(s, (t) => { t.objects[player(t, B).champion!]!.counters.preparation = 1; });
    let id: string;
    [s, id] = place(s, B, schemer);
    s = bobAttacks(s, id, champion(s, A).id);
    expect(attackPower(s)).toBe(3);
    expect(champion(s, B).counters.preparation ?? 0).toBe(0);
    let t = bobsTurn();
    [t, id] = place(t, B, schemer);
    t = bobAttacks(t, id, champion(t, A).id);
    expect(attackPower(t)).toBe(1);
  });

  it("'ash-filcher': with a Warrior champion, On Attack banish a fire card from your graveyard for +2 power", () => {
    const run = (classes: string[], accept = true) => {
      let s = asChampion(bobsTurn(), B, shape(classes, ['FIRE']));
      s = inGraveyard(s, B, filcher, 2);
      let id: string;
      [s, id] = place(s, B, filcher);
      s = bobAttacks(s, id, champion(s, A).id, accept);
      return [attackPower(s), player(s, B).graveyard.length, player(s, B).banishment.length];
    };
    expect(run(['WARRIOR'])).toEqual([3, 1, 1]);
    expect(run(['WARRIOR'], false)).toEqual([1, 2, 0]);
    expect(run(['MAGE'])).toEqual([1, 2, 0]);
  });

  it("'halocline-scout': On Enter rests a target unit; your other allies get +1 power attacking rested units", () => {
    let s = asChampion(bobsTurn(), B, shape(['ASSASSIN'], ['WATER']));
    let victim: string;
    [s, victim] = place(s, A, stallion);
    s = play(s, B, scout, [], { triggerTargets: [objectTarget(victim)] });
    expect(s.objects[victim]!.rested).toBe(true);
    let h: string;
    [s, h] = place(s, B, horse);
    const base = power(s, h)!;
    const vsRested = bobAttacks(s, h, victim);
    expect(attackPower(vsRested)).toBe(base + 1);
    const vsAwake = bobAttacks(s, h, champion(s, A).id);
    expect(attackPower(vsAwake)).toBe(base);
    // Without the class bonus: no rest, no bonus.
    let m = asChampion(bobsTurn(), B, shape(['MAGE'], ['WATER']));
    [m, victim] = place(m, A, stallion);
    m = play(m, B, scout);
    expect(m.objects[victim]!.rested).toBe(false);
    [m, h] = place(m, B, horse);
    m = edit(m, (t) => { t.objects[victim]!.rested = true; });
    expect(attackPower(bobAttacks(m, h, victim))).toBe(base);
  });

  it("'fraternal-garrison': with Jin, +1 power this turn whenever another ally enters under your control", () => {
    let s = asNamedChampion(newGame({ first: A }), A, 'Jin', shape(['WARRIOR'], ['WIND']));
    let id: string;
    [s, id] = place(s, A, garrison);
    s = play(s, A, squire);
    expect(power(s, id)).toBe(2);
    let t = asChampion(newGame({ first: A }), A, shape(['WARRIOR'], ['WIND']));
    [t, id] = place(t, A, garrison);
    t = play(t, A, squire);
    expect(power(t, id)).toBe(1);
  });

  it("'apprentice-aeromancer': with a Mage champion On Enter Empower 2, and +1 power whenever you activate a wind Spell", () => {
    let s = asChampion(newGame({ first: A }), A, shape(['MAGE'], ['WIND']));
    s = play(s, A, aeromancer);
    expect(empowerOf(s)).toBe(2);
    const id = Object.values(s.objects).find((o) => o.def === aeromancer.slug)!.id;
    expect(power(s, id)).toBe(1);
    s = play(s, A, scriptedDef('galvanizing-gale'), [objectTarget(id)]); // a wind Spell
    expect(power(s, id)).toBe(2);
    s = play(s, A, scriptedDef('incantation-of-prosperity')); // a norm Spell
    expect(power(s, id)).toBe(2);
    let t = asChampion(newGame({ first: A }), A, shape(['WARRIOR'], ['WIND']));
    t = play(t, A, aeromancer);
    expect(empowerOf(t)).toBe(0);
  });

  it("'devoted-bloomweaver': preserve; with a Mage champion On Enter Empower 2", () => {
    expect(bloomweaver.keywords).toContain('preserve');
    let s = asChampion(newGame({ first: A }), A, shape(['MAGE'], ['TERA']));
    s = play(s, A, bloomweaver);
    expect(empowerOf(s)).toBe(2);
    let t = asChampion(newGame({ first: A }), A, shape(['TAMER'], ['TERA']));
    t = play(t, A, bloomweaver);
    expect(empowerOf(t)).toBe(0);
  });

  it("'acolyte-of-cultivation': costs 3 less once you've activated a Spell this turn (with a Cleric or Mage champion)", () => {
    const base = asChampion(newGame({ first: A }), A, shape(['CLERIC']));
    expect(reservePaid(base, A, acolyte)).toBe(4);
    const after = play(base, A, scriptedDef('incantation-of-prosperity'));
    expect(reservePaid(after, A, acolyte)).toBe(1);
    const warrior = play(asChampion(newGame({ first: A }), A, shape(['WARRIOR'])), A, scriptedDef('incantation-of-prosperity'));
    expect(reservePaid(warrior, A, acolyte)).toBe(4);
  });

  it("'acolyte-of-cultivation' ruling: a Spell whose activation was negated still counts", () => {
    let s = asChampion(newGame({ first: A }), A, shape(['MAGE']));
    [s] = activate(s, A, scriptedDef('incantation-of-prosperity'));
    s = edit(s, (t) => {
      const item = t.stack[t.stack.length - 1]!;
      t.stack = t.stack.slice(0, -1);
      if (item.card) player(t, A).graveyard = [...player(t, A).graveyard, item.card]; // negated: to the graveyard, never resolved
    });
    expect(s.stack.length).toBe(0);
    expect(reservePaid(s, A, acolyte)).toBe(1);
  });

  it("'bloodbond-bladesworn': +1 power per ten damage on your champion (Warrior); damage dealt to it is dealt to your champion too", () => {
    let s = asChampion(newGame({ first: A }), A, shape(['WARRIOR'], ['EXIA']));
    let id: string;
    [s, id] = place(s, A, bladesworn);
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 19; });
    expect(power(s, id)).toBe(4);
    s = play(s, A, zap(2), [objectTarget(id)]);
    expect(champion(s, A).damage).toBe(21);
    expect(power(s, id)).toBe(5);
    let t = asChampion(newGame({ first: A }), A, shape(['GUARDIAN'], ['EXIA']));
    [t, id] = place(t, A, bladesworn);
    t = edit(t, (u) => { u.objects[player(u, A).champion!]!.damage = 20; });
    expect(power(t, id)).toBe(3);
  });

  it("'gustguard-bastion': fast activation and On Enter a 2-damage shield on another unit you control, with a Guardian champion", () => {
    const onBobsTurn = (classes: string[]) => {
      let t = asChampion(bobsTurn(), A, shape(classes, ['WIND']));
      let c: string;
      [t, c] = addCard(withDefs(t, gustguard), A, gustguard.slug);
      t = act(t, B, { type: 'pass' });
      return actingPlayers(t)[0] === A && legalActions(t, A).some((a) => a.type === 'activate' && a.card === c);
    };
    expect(onBobsTurn(['GUARDIAN'])).toBe(true);
    expect(onBobsTurn(['CLERIC'])).toBe(false);

    let s = asChampion(newGame({ first: A }), A, shape(['GUARDIAN'], ['WIND']));
    let other: string;
    [s, other] = place(s, A, stallion);
    s = play(s, A, gustguard, [], { triggerTargets: [objectTarget(other)] });
    s = play(s, A, zap(3), [objectTarget(other)]);
    expect(s.objects[other]!.damage).toBe(1);
    let t = asChampion(newGame({ first: A }), A, shape(['CLERIC'], ['WIND']));
    [t, other] = place(t, A, stallion);
    t = play(t, A, gustguard);
    t = play(t, A, zap(3), [objectTarget(other)]);
    expect(t.objects[other]!.damage).toBe(3);
  });

  it("'hua-xiong-insurgents-fang': vigor; with Jin, Polearm attack cards enter the intent with +2 power", () => {
    expect(huaXiong.keywords).toContain('vigor');
    const run = (jin: boolean) => {
      let s = jin ? asNamedChampion(bobsTurn(), B, 'Jin', shape(['WARRIOR'], ['FIRE'])) : asChampion(bobsTurn(), B, shape(['WARRIOR'], ['FIRE']));
      [s] = place(s, B, huaXiong);
      s = attackWithCard(s, B, scriptedDef('heated-vengeance'), champion(s, A).id);
      return attackPower(s);
    };
    expect(run(true) - run(false)).toBe(2);
  });

  it("'hua-xiong-insurgents-fang': with Jin, rest it and discard a Polearm attack card: a 2-damage shield on a target unit you control", () => {
    let s = asNamedChampion(bobsTurn(), B, 'Jin', shape(['WARRIOR'], ['FIRE']));
    let id: string, ally: string;
    [s, id] = place(s, B, huaXiong);
    [s, ally] = place(s, B, stallion);
    const usable = (t: GameState) => legalActions(t, B).some((a) => a.type === 'activateAbility' && a.object === id);
    expect(usable(s)).toBe(false); // no Polearm attack card to discard
    let card: string;
    [s, card] = addCard(withDefs(s, scriptedDef('heated-vengeance')), B, 'heated-vengeance');
    expect(usable(s)).toBe(true);
    s = act(act(s, B, { type: 'activateAbility', object: id, index: 1 }), B, { type: 'chooseTarget', target: objectTarget(ally) });
    s = settle(finishActivation(s, B));
    expect(player(s, B).graveyard).toContain(card);
    expect(s.objects[id]!.rested).toBe(true);
    s = play(s, B, zap(3), [objectTarget(ally)]);
    expect(s.objects[ally]!.damage).toBe(1);
    let t = asChampion(bobsTurn(), B, shape(['WARRIOR'], ['FIRE']));
    [t, id] = place(t, B, huaXiong);
    [t] = addCard(withDefs(t, scriptedDef('heated-vengeance')), B, 'heated-vengeance');
    expect(legalActions(t, B).some((a) => a.type === 'activateAbility' && a.object === id)).toBe(false);
  });
});

describe('amb0 allies (round 2)', () => {
  it("'adept-swordmaster': intercept; with a Warrior champion, weapons you control get +1 power", () => {
    expect(scriptedDef('adept-swordmaster').keywords).toContain('intercept');
    const run = (classes: string[]) => {
      let s = asChampion(newGame({ first: A }), A, shape(classes, ['WIND']));
      let spear: string, theirs: string;
      [s, spear] = place(s, A, scriptedDef('executioners-spear'));
      [s, theirs] = place(s, B, scriptedDef('executioners-spear'));
      const before = [power(s, spear), power(s, theirs)];
      [s] = place(s, A, scriptedDef('adept-swordmaster'));
      return [power(s, spear)! - before[0]!, power(s, theirs)! - before[1]!];
    };
    expect(run(['WARRIOR'])).toEqual([1, 0]);
    expect(run(['GUARDIAN'])).toEqual([0, 0]);
  });

  it("'cao-cao-aspirant-of-chaos': 3 less with a Horse; with a Mage champion, On Attack banish a floating-memory card for 2 damage to each rested unit you don't control", () => {
    const caoCao = scriptedDef('cao-cao-aspirant-of-chaos');
    const base = asChampion(newGame({ first: A }), A, shape(['MAGE'], ['WATER']));
    expect(reservePaid(base, A, caoCao)).toBe(5);
    expect(reservePaid(place(base, A, horse)[0], A, caoCao)).toBe(2);

    const run = (classes: string[], accept: boolean) => {
      let s = asChampion(bobsTurn(), B, shape(classes, ['WATER']));
      s = inGraveyard(s, B, scriptedDef('feed-nourishment'), 1); // floating memory
      let id: string, restedFoe: string, awakeFoe: string, restedMine: string;
      [s, id] = place(s, B, caoCao);
      [s, restedFoe] = place(s, A, squire, { rested: true });
      [s, awakeFoe] = place(s, A, squire);
      [s, restedMine] = place(s, B, squire, { rested: true });
      s = bobAttacks(s, id, champion(s, A).id, accept);
      return [s.objects[restedFoe]?.damage ?? 'gone', s.objects[awakeFoe]!.damage, s.objects[restedMine]!.damage];
    };
    expect(run(['MAGE'], true)).toEqual([2, 0, 0]);
    expect(run(['MAGE'], false)).toEqual([0, 0, 0]);
    expect(run(['TAMER'], true)).toEqual([0, 0, 0]);
  });
});
