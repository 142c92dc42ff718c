// DOA cards scripted in round 2 (class-bonus costs, conditional keywords, champion counters as costs).
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/index.js';
import { attackPower, attackTargets } from '../../../src/engine/flow/combat.js';
import { championLevel, currentStat, floatingMemoryCards, hasKeyword } from '../../../src/engine/state/query.js';
import {
  A, B, act, activateFromHand, addObject, asClass, atMain, attack, champion, edit, enable, mainPhaseOf, materialize,
  passUntil, play, player, resolveAll, toMaterialize, untilPending, useAbility, withLevel,
} from './support.js';
import type { ChampionClass } from './support.js';
import { afterCombat, as, attackWithCard, bolt, canUse, fill, obj, paid, place, power } from './round2-helpers.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const assassinsRipper = scriptedDef('assassins-ripper');
const beastbondBoots = scriptedDef('beastbond-boots');
const chaliceOfBlood = scriptedDef('chalice-of-blood');
const comboStrike = scriptedDef('combo-strike');
const conceal = scriptedDef('conceal');
const curvedDagger = scriptedDef('curved-dagger');
const eyeOfArgus = scriptedDef('eye-of-argus');
const favorableWinds = scriptedDef('favorable-winds');
const flamelashSubduer = scriptedDef('flamelash-subduer');
const focusedFlames = scriptedDef('focused-flames');
const luxerasMap = scriptedDef('luxeras-map');
const magusDisciple = scriptedDef('magus-disciple');
const patientRogue = scriptedDef('patient-rogue');
const pipersLullaby = scriptedDef('pipers-lullaby');
const prodigiousBurstmage = scriptedDef('prodigious-burstmage');
const ralliedAdvance = scriptedDef('rallied-advance');
const shroudInMist = scriptedDef('shroud-in-mist');
const smokeBombs = scriptedDef('smoke-bombs');
const strappingConscript = scriptedDef('strapping-conscript');

const hand = (s: GameState) => player(s, A).hand.length;

describe('DOA round 2', () => {
  it("'conceal': stealth for this turn on each of your allies only (not champion, not opponents)", () => {
    let s = mainPhaseOf(A);
    let mine: string, theirs: string;
    [s, mine] = addObject(s, A, 'blitz-mage');
    [s, theirs] = addObject(s, B, 'giant-tortoise');
    [s] = play(s, A, conceal);
    expect(hasKeyword(s, s.objects[mine]!, 'stealth')).toBe(true);
    expect(hasKeyword(s, champion(s, A), 'stealth')).toBe(false);
    expect(hasKeyword(s, s.objects[theirs]!, 'stealth')).toBe(false);
    expect(attackTargets(s, s.objects[theirs]!)).not.toContain(mine);
    s = passUntil(s, atMain(B));
    expect(hasKeyword(s, s.objects[mine]!, 'stealth')).toBe(false);
  });

  it("'focused-flames': costs 1 less with the Mage bonus; 4 damage to the target ally", () => {
    let s = fill(mainPhaseOf(A), A, 2);
    let tortoise: string;
    [s, tortoise] = addObject(s, B, 'giant-tortoise');
    expect(paid(s, A, focusedFlames, [obj(tortoise)])).toBe(2);
    const mage = as(s, A, 'mage', 'FIRE');
    expect(paid(mage, A, focusedFlames, [obj(tortoise)])).toBe(1);
    [s] = play(mage, A, focusedFlames, [obj(tortoise)]);
    expect(s.objects[tortoise]!.damage).toBe(4);
  });

  it("'curved-dagger': +1 power with the Assassin bonus only while the champion attacks an ally", () => {
    const setup = (cls?: ChampionClass) => {
      let s = mainPhaseOf(B);
      if (cls) s = asClass(s, B, cls);
      let dagger: string, tortoise: string;
      [s, dagger] = place(s, B, curvedDagger);
      [s, tortoise] = addObject(s, A, 'giant-tortoise');
      return { s, dagger, tortoise };
    };
    const bonus = setup('assassin');
    expect(attackPower(attack(bonus.s, B, champion(bonus.s, B).id, bonus.tortoise, bonus.dagger))).toBe(2);
    expect(attackPower(attack(bonus.s, B, champion(bonus.s, B).id, champion(bonus.s, A).id, bonus.dagger))).toBe(1);
    const plain = setup('warrior');
    expect(attackPower(attack(plain.s, B, champion(plain.s, B).id, plain.tortoise, plain.dagger))).toBe(1);
  });

  it("'flamelash-subduer': +1 champion level with an Animal ally; Tamer bonus REST deals 2 to your ally and gives it +2 power", () => {
    let s = mainPhaseOf(A);
    let subduer: string, tortoise: string;
    [s, subduer] = place(s, A, flamelashSubduer);
    expect(championLevel(s, A)).toBe(0);
    [s, tortoise] = addObject(s, A, 'giant-tortoise');
    expect(championLevel(s, A)).toBe(1);
    expect(canUse(s, A, subduer, 1)).toBe(false);
    s = as(s, A, 'tamer', 'FIRE');
    expect(championLevel(s, A)).toBe(2);
    s = act(useAbility(s, A, subduer, 1), A, { type: 'chooseTarget', target: obj(tortoise) });
    s = resolveAll(s);
    expect(s.objects[tortoise]!.damage).toBe(2);
    expect(power(s, tortoise)).toBe(3);
    expect(s.objects[subduer]!.rested).toBe(true);
  });

  it("'magus-disciple': your champion gets +1 level; with the class bonus its death draws a card", () => {
    const run = (cls?: ChampionClass) => {
      let s = mainPhaseOf(A);
      if (cls) s = asClass(s, A, cls);
      let disciple: string;
      [s, disciple] = place(s, A, magusDisciple);
      const level = championLevel(s, A);
      const before = hand(s);
      [s] = play(s, A, bolt, [obj(disciple)]);
      expect(s.objects[disciple]).toBeUndefined();
      return { level, drew: hand(s) - before };
    };
    expect(run()).toEqual({ level: 1, drew: 0 });
    expect(run('cleric')).toEqual({ level: 2, drew: 1 });
    expect(run('mage').drew).toBe(1);
  });

  it("'patient-rogue': stealth while awake with the Assassin bonus; +3 power as your recollection phase begins", () => {
    let s = as(mainPhaseOf(A), A, 'assassin', 'FIRE');
    let rogue: string;
    [s, rogue] = place(s, A, patientRogue);
    expect(hasKeyword(s, s.objects[rogue]!, 'stealth')).toBe(true);
    const rested = edit(s, (t) => { t.objects[rogue]!.rested = true; });
    expect(hasKeyword(rested, rested.objects[rogue]!, 'stealth')).toBe(false);
    expect(hasKeyword(asClass(s, A, 'warrior'), s.objects[rogue]!, 'stealth')).toBe(false);
    expect(power(s, rogue)).toBe(0);
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(power(s, rogue)).toBe(3);
    s = passUntil(s, atMain(B));
    expect(power(s, rogue)).toBe(0);
  });

  it("'prodigious-burstmage': with the Mage bonus its death draws a card, then you discard one", () => {
    let s = mainPhaseOf(A);
    let mage: string;
    [s, mage] = place(as(s, A, 'mage', 'FIRE'), A, prodigiousBurstmage);
    const before = hand(s);
    [s] = activateFromHand(s, A, bolt, [obj(mage)]);
    s = untilPending(s, 'chooseCard');
    expect(hand(s)).toBe(before + 1);
    const discarded = player(s, A).hand[0]!;
    s = resolveAll(act(s, A, { type: 'chooseCard', card: discarded }));
    expect(hand(s)).toBe(before);
    expect(player(s, A).graveyard).toContain(discarded);
    // Without the bonus nothing happens.
    let plain = mainPhaseOf(A);
    [plain, mage] = place(plain, A, prodigiousBurstmage);
    const plainHand = hand(plain);
    [plain] = play(plain, A, bolt, [obj(mage)]);
    expect(hand(plain)).toBe(plainHand);
  });

  it("'rallied-advance': with the class bonus its On Attack wakes up target ally you control", () => {
    const run = (cls?: ChampionClass) => {
      let s = enable(mainPhaseOf(B), B, 'WIND');
      if (cls) s = as(s, B, cls, 'WIND');
      let tortoise: string;
      [s, tortoise] = addObject(s, B, 'giant-tortoise', { rested: true });
      s = attackWithCard(s, B, ralliedAdvance, champion(s, A).id);
      if (cls) s = act(untilPending(s, 'triggerTargets'), B, { type: 'chooseTarget', target: obj(tortoise) });
      return afterCombat(s).objects[tortoise]!.rested;
    };
    expect(run('guardian')).toBe(false);
    expect(run('warrior')).toBe(false);
    expect(run()).toBe(true);
  });

  it("'strapping-conscript': +1 power and +1 life with the Warrior bonus at level 2+", () => {
    let s = mainPhaseOf(A);
    let conscript: string;
    [s, conscript] = place(s, A, strappingConscript);
    const stats = (t: GameState) => [currentStat(t, t.objects[conscript]!, 'power'), currentStat(t, t.objects[conscript]!, 'life')];
    expect(stats(withLevel(s, A, 2))).toEqual([2, 1]);
    const warrior = asClass(s, A, 'warrior');
    expect(stats(warrior)).toEqual([2, 1]);
    expect(stats(withLevel(warrior, A, 1))).toEqual([3, 2]);
  });

  it("'chalice-of-blood': banish it to draw two, only with 20+ damage on your champion (checked on activation only: official ruling)", () => {
    let s = mainPhaseOf(A);
    let chalice: string;
    [s, chalice] = place(s, A, chaliceOfBlood);
    // A sturdier champion (test-only edit of its life), so that 20 damage does not end the game.
    s = edit(s, (t) => { t.defs[champion(t, A).def]!.life = 40; });
    const damaged = (t: GameState, n: number) => edit(t, (u) => { u.objects[player(u, A).champion!]!.damage = n; });
    expect(canUse(damaged(s, 19), A, chalice, 0)).toBe(false);
    s = useAbility(damaged(s, 20), A, chalice, 0);
    expect(s.objects[chalice]).toBeUndefined();
    const before = hand(s);
    s = resolveAll(damaged(s, 0));
    expect(hand(s)).toBe(before + 2);
  });

  it("'eye-of-argus': banish it: your ally gains true sight and you draw; an illegal target negates the draw too (official ruling)", () => {
    let s = mainPhaseOf(A);
    let eye: string, tortoise: string;
    [s, eye] = place(s, A, eyeOfArgus);
    [s, tortoise] = addObject(s, A, 'giant-tortoise');
    const activated = act(useAbility(s, A, eye, 0), A, { type: 'chooseTarget', target: obj(tortoise) });
    const before = hand(activated);
    const done = resolveAll(activated);
    expect(hasKeyword(done, done.objects[tortoise]!, 'trueSight')).toBe(true);
    expect(hand(done)).toBe(before + 1);
    const fizzled = resolveAll(edit(activated, (t) => { t.objects[tortoise]!.controller = B; }));
    expect(hand(fizzled)).toBe(before);
    expect(hasKeyword(fizzled, fizzled.objects[tortoise]!, 'trueSight')).toBe(false);
  });

  it("'combo-strike': with the class bonus at level 2+, On Kill wakes up your champion", () => {
    const run = (level: number) => {
      let s = as(mainPhaseOf(B), B, 'assassin', 'WIND');
      s = withLevel(s, B, level);
      let squirrel: string;
      [s, squirrel] = addObject(s, A, 'woodland-squirrels');
      s = afterCombat(attackWithCard(s, B, comboStrike, squirrel));
      expect(s.objects[squirrel]).toBeUndefined();
      return champion(s, B).rested;
    };
    expect(run(1)).toBe(false);
    expect(run(0)).toBe(true);
  });

  it("'beastbond-boots': banish it for champion spellshroud, only with an Animal or Beast ally (checked on activation only: official ruling)", () => {
    let s = mainPhaseOf(A);
    let boots: string, squirrel: string;
    [s, boots] = place(s, A, beastbondBoots);
    expect(canUse(s, A, boots, 0)).toBe(false);
    [s, squirrel] = addObject(s, A, 'woodland-squirrels');
    s = useAbility(s, A, boots, 0);
    s = resolveAll(edit(s, (t) => { t.objects[squirrel]!.controller = B; }));
    expect(hasKeyword(s, champion(s, A), 'spellshroud')).toBe(true);
    expect(s.objects[boots]).toBeUndefined();
  });

  it("'luxeras-map': costs 1 less to materialize with the Assassin bonus, enters rested; REST and banish it to search a card into memory", () => {
    let [s, card] = toMaterialize(luxerasMap, 1, (t) => as(t, A, 'assassin', 'LUXEM'));
    const memory = player(s, A).memory.length;
    s = materialize(s, card);
    expect(player(s, A).memory.length).toBe(memory);
    const map = Object.values(s.objects).find((o) => o.def === luxerasMap.slug)!;
    expect(map.rested).toBe(true);
    [s, card] = toMaterialize(luxerasMap, 1, (t) => enable(t, A, 'LUXEM'));
    const plainMemory = player(s, A).memory.length;
    s = materialize(s, card);
    expect(player(s, A).memory.length).toBe(plainMemory - 1);
    // The search: any card of the deck goes to memory.
    let t = mainPhaseOf(A);
    let placed: string;
    [t, placed] = place(t, A, luxerasMap);
    t = untilPending(useAbility(t, A, placed, 1), 'search');
    const found = player(t, A).mainDeck[5]!;
    t = resolveAll(act(t, A, { type: 'searchChoice', card: found }));
    expect(player(t, A).memory).toContain(found);
    expect(t.objects[placed]).toBeUndefined();
  });

  it("'assassins-ripper': Assassin bonus REST and a champion preparation counter: +2 power; a rested weapon still attacks (official ruling)", () => {
    let s = mainPhaseOf(B);
    let ripper: string;
    [s, ripper] = place(s, B, assassinsRipper);
    const prepared = (t: GameState, n: number) => edit(t, (u) => { u.objects[player(u, B).champion!]!.counters.preparation = n; });
    expect(canUse(prepared(s, 1), B, ripper, 0)).toBe(false);
    s = asClass(s, B, 'assassin');
    expect(canUse(s, B, ripper, 0)).toBe(false);
    s = resolveAll(useAbility(prepared(s, 1), B, ripper, 0));
    expect(champion(s, B).counters.preparation ?? 0).toBe(0);
    expect(s.objects[ripper]!.rested).toBe(true);
    expect(power(s, ripper)).toBe(3);
    expect(attackPower(attack(s, B, champion(s, B).id, champion(s, A).id, ripper))).toBe(3);
  });

  it("'shroud-in-mist': costs 2 less with the Assassin bonus; your allies and champion gain stealth", () => {
    let s = enable(fill(mainPhaseOf(A), A, 5), A, 'WATER');
    let mine: string, theirs: string;
    [s, mine] = addObject(s, A, 'blitz-mage');
    [s, theirs] = addObject(s, B, 'giant-tortoise');
    expect(paid(s, A, shroudInMist)).toBe(5);
    s = as(s, A, 'assassin', 'WATER');
    expect(paid(s, A, shroudInMist)).toBe(3);
    [s] = play(s, A, shroudInMist);
    expect(hasKeyword(s, s.objects[mine]!, 'stealth')).toBe(true);
    expect(hasKeyword(s, champion(s, A), 'stealth')).toBe(true);
    expect(hasKeyword(s, s.objects[theirs]!, 'stealth')).toBe(false);
  });

  it("'smoke-bombs': banish it: target ally (any controller) gains stealth, and you draw", () => {
    let s = mainPhaseOf(A);
    let bombs: string, tortoise: string;
    [s, bombs] = place(s, A, smokeBombs);
    [s, tortoise] = addObject(s, B, 'giant-tortoise');
    s = act(useAbility(s, A, bombs, 0), A, { type: 'chooseTarget', target: obj(tortoise) });
    const before = hand(s);
    s = resolveAll(s);
    expect(hasKeyword(s, s.objects[tortoise]!, 'stealth')).toBe(true);
    expect(hand(s)).toBe(before + 1);
  });

  it("'pipers-lullaby': +1 level with an Animal or Beast ally; with the Tamer bonus, rest up to one target ally", () => {
    let s = enable(mainPhaseOf(A), A, 'WATER');
    let tortoise: string;
    [s, tortoise] = addObject(s, B, 'giant-tortoise');
    const plain = play(s, A, pipersLullaby, [obj(tortoise)])[0];
    expect(championLevel(plain, A)).toBe(0);
    expect(plain.objects[tortoise]!.rested).toBe(false);
    s = as(s, A, 'tamer', 'WATER');
    [s] = addObject(s, A, 'woodland-squirrels');
    [s] = play(s, A, pipersLullaby, [obj(tortoise)]);
    expect(championLevel(s, A)).toBe(2);
    expect(s.objects[tortoise]!.rested).toBe(true);
    expect(championLevel(passUntil(s, atMain(B)), A)).toBe(1);
  });

  it("'favorable-winds': +1 life this turn for your allies only; the card is floating memory", () => {
    let s = enable(mainPhaseOf(A), A, 'WIND');
    let mine: string, theirs: string;
    [s, mine] = addObject(s, A, 'giant-tortoise');
    [s, theirs] = addObject(s, B, 'giant-tortoise');
    [s] = play(s, A, favorableWinds);
    expect(currentStat(s, s.objects[mine]!, 'life')).toBe(7);
    expect(currentStat(s, s.objects[theirs]!, 'life')).toBe(6);
    const card = player(s, A).graveyard.find((c) => s.cards[c]!.def === favorableWinds.slug)!;
    expect(floatingMemoryCards(s, A)).toContain(card);
  });
});
