// DOA cards scripted in round 3: class-bonus keywords that work outside the field.
import { describe, expect, it } from 'vitest';
import { championLevel, currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { A, B, addObject, atMain, champion, mainPhaseOf, passUntil, play, player } from './support.js';
import { as, obj, place } from './round2-helpers.js';
import { floatsFor, payWithFloating, wakesAtEndPhase } from './round3-helpers.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const channelTheWind = scriptedDef('channel-the-wind');
const cramSession = scriptedDef('cram-session');
const deepSeaBeastbonder = scriptedDef('deep-sea-beastbonder');
const dewdropHares = scriptedDef('dewdrop-hares');
const energeticBeastbonder = scriptedDef('energetic-beastbonder');
const ferventBeastmaster = scriptedDef('fervent-beastmaster');
const flameRuneSwordsman = scriptedDef('flame-rune-swordsman');
const grayWolf = scriptedDef('gray-wolf');
const igniteTheSoul = scriptedDef('ignite-the-soul');
const menagerieBeastbonder = scriptedDef('menagerie-beastbonder');
const savageSlash = scriptedDef('savage-slash');
const seafaringMercenary = scriptedDef('seafaring-mercenary');
const windriderVanguard = scriptedDef('windrider-vanguard');

/** A Beastbonder raises the level only while an Animal or Beast ally of its controller is on the field. */
function checkBeastbonder(def: CardDef) {
  let s = mainPhaseOf(A);
  [s] = place(s, A, def);
  expect(championLevel(s, A)).toBe(0);
  const theirs = addObject(s, B, 'woodland-squirrels')[0];
  expect(championLevel(theirs, A)).toBe(0);
  expect(championLevel(addObject(s, A, 'woodland-squirrels')[0], A)).toBe(1);
  expect(championLevel(place(s, A, grayWolf)[0], A)).toBe(1);
  expect(floatsFor(def, 'tamer')).toBe(true);
  expect(floatsFor(def, 'mage')).toBe(false);
}

describe('DOA round 3', () => {
  it("'savage-slash': a 2-power Warrior attack; Floating Memory only for a Warrior champion", () => {
    expect(savageSlash.power).toBe(2);
    expect(floatsFor(savageSlash, 'warrior')).toBe(true);
    expect(floatsFor(savageSlash, 'tamer')).toBe(false);
    const { s, card } = payWithFloating(savageSlash, 'warrior');
    expect(player(s, A).banishment).toContain(card);
    expect(s.stack[0]!.def).toBe('test-memory-ally');
  });

  it("'flame-rune-swordsman': Floating Memory for either of its classes (Mage or Warrior)", () => {
    expect(floatsFor(flameRuneSwordsman, 'mage')).toBe(true);
    expect(floatsFor(flameRuneSwordsman, 'warrior')).toBe(true);
    expect(floatsFor(flameRuneSwordsman, 'cleric')).toBe(false);
  });

  it("'seafaring-mercenary': Floating Memory only for a Warrior champion, and it pays a memory cost", () => {
    expect(floatsFor(seafaringMercenary, 'warrior')).toBe(true);
    expect(floatsFor(seafaringMercenary, 'guardian')).toBe(false);
    const { s, card } = payWithFloating(seafaringMercenary, 'warrior');
    expect(player(s, A).graveyard).not.toContain(card);
    expect(player(s, A).banishment).toContain(card);
  });

  it("'dewdrop-hares': Floating Memory only for a Tamer champion; an Animal for Animal-matters cards", () => {
    expect(floatsFor(dewdropHares, 'tamer')).toBe(true);
    expect(floatsFor(dewdropHares, 'ranger')).toBe(false);
    let s = mainPhaseOf(A);
    [s] = place(s, A, menagerieBeastbonder);
    expect(championLevel(place(s, A, dewdropHares)[0], A)).toBe(1);
  });

  it("'deep-sea-beastbonder': +1 champion level with an Animal or Beast ally you control; Tamer Floating Memory", () => {
    checkBeastbonder(deepSeaBeastbonder);
  });

  it("'energetic-beastbonder': +1 champion level with an Animal or Beast ally you control; Tamer Floating Memory", () => {
    checkBeastbonder(energeticBeastbonder);
  });

  it("'menagerie-beastbonder': +1 champion level with an Animal or Beast ally you control; Tamer Floating Memory", () => {
    checkBeastbonder(menagerieBeastbonder);
  });

  it("'channel-the-wind': puts one enlighten counter on your champion; Mage Floating Memory", () => {
    let s = as(mainPhaseOf(A), A, 'mage', 'WIND');
    [s] = play(s, A, channelTheWind);
    expect(champion(s, A).counters.enlighten).toBe(1);
    expect(champion(s, B).counters.enlighten ?? 0).toBe(0);
    expect(floatsFor(channelTheWind, 'mage')).toBe(true);
    expect(floatsFor(channelTheWind, 'warrior')).toBe(false);
  });

  it("'cram-session': your champion is one level higher until the end of the turn; Mage Floating Memory", () => {
    let s = mainPhaseOf(A);
    [s] = play(s, A, cramSession);
    expect(championLevel(s, A)).toBe(1);
    expect(championLevel(s, B)).toBe(0);
    expect(championLevel(passUntil(s, atMain(B)), A)).toBe(0);
    expect(floatsFor(cramSession, 'mage')).toBe(true);
    expect(floatsFor(cramSession, 'assassin')).toBe(false);
  });

  it("'ignite-the-soul': 1 damage to any target unit; Mage Floating Memory", () => {
    let s = as(mainPhaseOf(A), A, 'mage', 'FIRE');
    let tortoise: string;
    [s, tortoise] = addObject(s, B, 'giant-tortoise');
    [s] = play(s, A, igniteTheSoul, [obj(tortoise)]);
    expect(s.objects[tortoise]!.damage).toBe(1);
    [s] = play(s, A, igniteTheSoul, [obj(champion(s, B).id)]);
    expect(champion(s, B).damage).toBe(1);
    expect(floatsFor(igniteTheSoul, 'mage')).toBe(true);
    expect(floatsFor(igniteTheSoul, 'tamer')).toBe(false);
  });

  it("'windrider-vanguard': wakes up at your end phase (Vigor) only with a Guardian or Warrior champion", () => {
    expect(wakesAtEndPhase(windriderVanguard, 'guardian')).toBe(true);
    expect(wakesAtEndPhase(windriderVanguard, 'warrior')).toBe(true);
    expect(wakesAtEndPhase(windriderVanguard, 'mage')).toBe(false);
  });

  it("'fervent-beastmaster': Tamer Vigor; +1 power and +1 life while you control a Beast (an Animal is not enough)", () => {
    expect(wakesAtEndPhase(ferventBeastmaster, 'tamer')).toBe(true);
    expect(wakesAtEndPhase(ferventBeastmaster, 'cleric')).toBe(false);
    let s = mainPhaseOf(A);
    let master: string;
    [s, master] = place(s, A, ferventBeastmaster);
    const stats = (t: typeof s) => [currentStat(t, t.objects[master]!, 'power'), currentStat(t, t.objects[master]!, 'life')];
    expect(stats(s)).toEqual([3, 3]);
    expect(stats(addObject(s, A, 'woodland-squirrels')[0])).toEqual([3, 3]);
    expect(stats(place(s, B, grayWolf)[0])).toEqual([3, 3]);
    expect(stats(place(s, A, grayWolf)[0])).toEqual([4, 4]);
    expect(hasKeyword(s, s.objects[master]!, 'vigor')).toBe(false);
  });
});
