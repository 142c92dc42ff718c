// DOA action cards: one test per card, built the way the card is really played.
import { describe, expect, it } from 'vitest';
import { championLevel, currentStat } from '../../../src/engine/state/query.js';
import {
  A, B, act, activateFromHand, addCard, addObject, asClass, champion, enable, glimpseAllBottom, legal, mainPhaseOf, play, player,
  payReserve, resolveAll, toMaterialize, untilPending, withDef, withLevel,
} from './support.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const acceptedContract = scriptedDef('accepted-contract');
const arcaneSight = scriptedDef('arcane-sight');
const refurbish = scriptedDef('refurbish');
const angerTheSkies = scriptedDef('anger-the-skies');
const trainingSession = scriptedDef('training-session');
const arcaneBlast = scriptedDef('arcane-blast');
const juggleKnives = scriptedDef('juggle-knives');
const disorientingWinds = scriptedDef('disorienting-winds');
const secondWind = scriptedDef('second-wind');
const markTheTarget = scriptedDef('mark-the-target');
const reclaim = scriptedDef('reclaim');
const temperedSteel = scriptedDef('tempered-steel');
const strategicPlanning = scriptedDef('strategic-planning');
const setTheTraps = scriptedDef('set-the-traps');
const carefulStudy = scriptedDef('careful-study');
const shoutAtYourPets = scriptedDef('shout-at-your-pets');
const drawnBlade = scriptedDef('drawn-blade');

const obj = (id: string) => ({ kind: 'object' as const, id });

describe('DOA actions', () => {
  it("'accepted-contract': three preparation counters on your champion", () => {
    const [s] = play(mainPhaseOf(A), A, acceptedContract);
    expect(champion(s, A).counters.preparation).toBe(3);
  });

  it("'arcane-sight': a temporary +1 level for the champion, and a card drawn", () => {
    let s = enable(mainPhaseOf(A), A, 'ARCANE');
    const hand = player(s, A).hand.length;
    [s] = play(s, A, arcaneSight);
    expect(championLevel(s, A)).toBe(1);
    expect(player(s, A).hand).toHaveLength(hand + 1); // it costs 0 and draws one
    expect(s.effects.find((e) => e.stat === 'level')?.duration).toBe('untilEndOfTurn');
  });

  it("'refurbish': two durability counters on a Sword weapon you control, and only yours", () => {
    let s = mainPhaseOf(A);
    let mine: string, theirs: string;
    [s, mine] = addObject(s, A, 'training-sword');
    [s, theirs] = addObject(s, B, 'training-sword');
    [s] = play(s, A, refurbish, [obj(mine)]);
    expect(s.objects[mine]!.counters.durability).toBe(4);
    expect(() => play(s, A, refurbish, [obj(theirs)])).toThrow(/legal/);
  });

  it("'anger-the-skies': 3 damage to every ally, 4 with the Mage class bonus", () => {
    let s = enable(mainPhaseOf(A), A, 'ARCANE');
    let a: string, b: string;
    [s, a] = addObject(s, A, 'giant-tortoise');
    [s, b] = addObject(s, B, 'giant-tortoise');
    const [plain] = play(s, A, angerTheSkies);
    expect([plain.objects[a]!.damage, plain.objects[b]!.damage]).toEqual([3, 3]);
    expect(champion(plain, B).damage).toBe(0);
    const [bonus] = play(enable(asClass(s, A, 'mage'), A, 'ARCANE'), A, angerTheSkies);
    expect([bonus.objects[a]!.damage, bonus.objects[b]!.damage]).toEqual([4, 4]);
  });

  it("'training-session': one buff counter on an ally of yours", () => {
    let s = mainPhaseOf(A);
    let ally: string;
    [s, ally] = addObject(s, A, 'woodland-squirrels');
    [s] = play(s, A, trainingSession, [obj(ally)]);
    expect(s.objects[ally]!.counters.buff).toBe(1);
    expect(currentStat(s, s.objects[ally]!, 'power')).toBe(2);
  });

  it("'arcane-blast': efficiency makes it affordable at a high level; 11 damage to target champion", () => {
    let s = withDef(enable(mainPhaseOf(A), A, 'ARCANE'), arcaneBlast);
    let card: string;
    [s, card] = addCard(s, A, arcaneBlast.slug);
    expect(legal(s, A)).not.toContainEqual({ type: 'activate', card }); // 11 from 7 cards: too much
    s = withLevel(s, A, 6);
    expect(legal(s, A)).toContainEqual({ type: 'activate', card });
    s = act(s, A, { type: 'activate', card });
    s = act(s, A, { type: 'chooseTarget', target: obj(champion(s, B).id) });
    expect(s.pending?.kind === 'activation' && s.pending.draft.reserveNeeded).toBe(5);
    s = resolveAll(payReserve(s, A));
    expect(champion(s, B).damage).toBe(11);
  });

  it("'juggle-knives': 1 damage to target champion; the Assassin class bonus draws a card", () => {
    let s = mainPhaseOf(A);
    const hand = player(s, A).hand.length;
    const [plain] = play(s, A, juggleKnives, [obj(champion(s, B).id)]);
    expect(champion(plain, B).damage).toBe(1);
    expect(player(plain, A).hand).toHaveLength(hand - 2); // two reserved
    s = asClass(s, A, 'assassin');
    const [bonus] = play(s, A, juggleKnives, [obj(champion(s, B).id)]);
    expect(player(bonus, A).hand).toHaveLength(hand - 1);
  });

  it("'disorienting-winds': costs LV less; returns target ally to its owner's hand and draws", () => {
    let s = withLevel(enable(mainPhaseOf(A), A, 'WIND'), A, 3);
    let ally: string;
    [s, ally] = addObject(s, B, 'giant-tortoise');
    const card = s.objects[ally]!.card!;
    const hand = player(s, A).hand.length;
    [s] = play(s, A, disorientingWinds, [obj(ally)]);
    expect(player(s, B).hand).toContain(card);
    expect(player(s, A).hand).toHaveLength(hand - 2 + 1); // 5 - LV 3 = 2 reserved, +1 drawn (the card itself came from outside)
  });

  it("'second-wind': wakes target ally; with the Warrior class bonus it also gets +1 power", () => {
    let s = enable(mainPhaseOf(A), A, 'WIND');
    let ally: string;
    [s, ally] = addObject(s, A, 'woodland-squirrels', { rested: true });
    const [plain] = play(s, A, secondWind, [obj(ally)]);
    expect(plain.objects[ally]!.rested).toBe(false);
    expect(currentStat(plain, plain.objects[ally]!, 'power')).toBe(1);
    const warrior = enable(asClass(s, A, 'warrior'), A, 'WIND');
    const [bonus] = play(warrior, A, secondWind, [obj(ally)]);
    expect(currentStat(bonus, bonus.objects[ally]!, 'power')).toBe(2);
  });

  it("'mark-the-target': 1 damage to target unit; the class bonus adds a preparation counter", () => {
    let s = mainPhaseOf(A);
    let ally: string;
    [s, ally] = addObject(s, B, 'giant-tortoise');
    const [plain] = play(s, A, markTheTarget, [obj(ally)]);
    expect(plain.objects[ally]!.damage).toBe(1);
    expect(champion(plain, A).counters.preparation ?? 0).toBe(0);
    const [bonus] = play(enable(asClass(s, A, 'assassin'), A, 'FIRE'), A, markTheTarget, [obj(ally)]);
    expect(champion(bonus, A).counters.preparation).toBe(1);
  });

  it("'reclaim': returns target ally you control to hand; it has floating memory in the graveyard", () => {
    let s = enable(mainPhaseOf(A), A, 'WIND');
    let mine: string;
    [s, mine] = addObject(s, A, 'woodland-squirrels');
    const card = s.objects[mine]!.card!;
    [s] = play(s, A, reclaim, [obj(mine)]);
    expect(player(s, A).hand).toContain(card);
    // From the graveyard it pays 1 of a memory cost.
    let [m, blade] = toMaterialize(drawnBlade, 0);
    let gy: string;
    m = { ...m, defs: { ...m.defs, reclaim } };
    [m, gy] = addCard(m, A, 'reclaim', 'graveyard');
    m = act(m, A, { type: 'materialize', card: blade });
    m = act(m, A, { type: 'chooseFloating', card: gy });
    expect(player(m, A).banishment).toContain(gy);
  });

  it("'tempered-steel': one more durability counter for a weapon of yours", () => {
    let s = mainPhaseOf(A);
    let sword: string;
    [s, sword] = addObject(s, A, 'training-sword');
    [s] = play(s, A, temperedSteel, [obj(sword)]);
    expect(s.objects[sword]!.counters.durability).toBe(3);
    expect(temperedSteel.keywords).toContain('floatingMemory');
  });

  it("'strategic-planning': glimpse 2, then a preparation counter on your champion", () => {
    let s = mainPhaseOf(A);
    const top2 = player(s, A).mainDeck.slice(0, 2);
    [s] = activateFromHand(s, A, strategicPlanning);
    s = untilPending(s, 'glimpse');
    let seen: string[];
    [s, seen] = glimpseAllBottom(s, A);
    expect(seen).toEqual(top2);
    s = resolveAll(s);
    expect(player(s, A).mainDeck.slice(-2)).toEqual(expect.arrayContaining(top2));
    expect(champion(s, A).counters.preparation).toBe(1);
  });

  it("'set-the-traps': target player mills two; the Assassin class bonus adds a preparation counter", () => {
    let s = enable(mainPhaseOf(A), A, 'WATER');
    const top2 = player(s, B).mainDeck.slice(0, 2);
    const [plain] = play(s, A, setTheTraps, [{ kind: 'player', id: B }]);
    expect(player(plain, B).graveyard).toEqual(top2);
    expect(champion(plain, A).counters.preparation ?? 0).toBe(0);
    const [bonus] = play(enable(asClass(s, A, 'assassin'), A, 'WATER'), A, setTheTraps, [{ kind: 'player', id: B }]);
    expect(champion(bonus, A).counters.preparation).toBe(1);
  });

  it("'careful-study': five enlighten counters; costs LV less", () => {
    let s = withLevel(mainPhaseOf(A), A, 3);
    [s] = activateFromHand(s, A, carefulStudy);
    expect(player(s, A).memory).toHaveLength(5); // 8 - LV 3 reserved
    s = resolveAll(s);
    expect(champion(s, A).counters.enlighten).toBe(5);
  });

  it("'shout-at-your-pets': +1 level only with an Animal or Beast ally; the Tamer bonus may loot", () => {
    let s = mainPhaseOf(A);
    const [none] = play(s, A, shoutAtYourPets);
    expect(championLevel(none, A)).toBe(0);
    [s] = addObject(s, A, 'woodland-squirrels');
    s = asClass(enable(s, A, 'FIRE'), A, 'tamer');
    s = enable(s, A, 'FIRE');
    [s] = activateFromHand(s, A, shoutAtYourPets);
    s = untilPending(s, 'may');
    expect(championLevel(s, A)).toBe(2); // a level 1 Tamer champion, +1
    s = act(s, A, { type: 'mayAnswer', accept: true });
    const discard = player(s, A).hand[0]!;
    const hand = player(s, A).hand.length;
    s = resolveAll(act(s, A, { type: 'chooseCard', card: discard }));
    expect(player(s, A).graveyard).toContain(discard);
    expect(player(s, A).hand).toHaveLength(hand);
  });
});
