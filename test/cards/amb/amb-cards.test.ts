// Cards first printed in AMB: one scenario per card, each played the real way where practical.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import { currentStat, floatingMemoryCards } from '../../../src/engine/state/query.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addCard, atMain, champion, edit, newGame, passUntil, player, refuse } from '../../engine/helpers.js';
import { activate, asChampion, objectOf, objectTarget, place, play, settle, useAbility, withDefs } from './scenario.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const ordinaryHorse = scriptedDef('ordinary-horse');
const savageAttack = scriptedDef('savage-attack');
const royalBear = scriptedDef('royal-bear');
const determinedSpearman = scriptedDef('determined-spearman');
const stolidVanguard = scriptedDef('stolid-vanguard');
const lumberingSteed = scriptedDef('lumbering-steed');
const marksmanCaptain = scriptedDef('marksman-captain');
const poisedRearguard = scriptedDef('poised-rearguard');
const briskWindtrotter = scriptedDef('brisk-windtrotter');
const skilledPlainsman = scriptedDef('skilled-plainsman');
const tempusStalker = scriptedDef('tempus-stalker');
const promisingRecruit = scriptedDef('promising-recruit');
const fractalOfSparks = scriptedDef('fractal-of-sparks');
const igniteFate = scriptedDef('ignite-fate');
const indolentLeisure = scriptedDef('indolent-leisure');
const mendFlesh = scriptedDef('mend-flesh');
const regenerate = scriptedDef('regenerate');
const risingTides = scriptedDef('rising-tides');
const thunderclap = scriptedDef('thunderclap');
const wisdomsReprise = scriptedDef('wisdoms-reprise');

const hand = (s: GameState, who = A) => player(s, who).hand.length;
const mem = (s: GameState, who = A) => player(s, who).memory.length;

describe('AMB cards', () => {
  it("'ordinary-horse': from the graveyard it can pay 1 of a memory cost (floating memory)", () => {
    let s = withDefs(newGame({ first: A }), ordinaryHorse);
    let card: string;
    [s, card] = addCard(s, A, 'ordinary-horse', 'graveyard');
    expect(floatingMemoryCards(s, A)).toEqual([card]);
  });

  it("'savage-attack': a floating memory attack card", () => {
    let s = withDefs(newGame({ first: A }), savageAttack);
    let card: string;
    [s, card] = addCard(s, A, 'savage-attack', 'graveyard');
    expect(floatingMemoryCards(s, A)).toContain(card);
  });

  it("'royal-bear': +1 power and +1 life with a Tamer champion; it obeys only from level 2 (pride 2)", () => {
    let s = passUntil(newGame({ first: A }), atMain(B));
    let bear: string;
    [s, bear] = place(s, B, royalBear);
    s = asChampion(s, B, { classes: ['MAGE'], level: 1 });
    expect([currentStat(s, s.objects[bear]!, 'power'), currentStat(s, s.objects[bear]!, 'life')]).toEqual([2, 3]);
    refuse(s, B, { type: 'attack', attacker: bear }, 'keywords-and-abilities.md#pride');
    s = asChampion(s, B, { classes: ['TAMER'], level: 2 });
    expect([currentStat(s, s.objects[bear]!, 'power'), currentStat(s, s.objects[bear]!, 'life')]).toEqual([3, 4]);
    expect(legalActions(s, B)).toContainEqual({ type: 'attack', attacker: bear });
  });

  it("'determined-spearman': costs 1 less while you control a Horse; +1 life from level 1", () => {
    const paid = (s: GameState) => {
      const before = hand(s);
      [s] = activate(s, A, determinedSpearman);
      return before - hand(s); // the activated card was added to the hand first
    };
    let s = asChampion(newGame({ first: A }), A, { level: 0 });
    expect(paid(s)).toBe(3);
    [s] = place(s, A, ordinaryHorse);
    expect(paid(s)).toBe(2);
    s = settle(activate(s, A, determinedSpearman)[0]);
    expect(currentStat(s, objectOf(s, 'determined-spearman'), 'life')).toBe(2);
    s = asChampion(s, A, { level: 1 });
    expect(currentStat(s, objectOf(s, 'determined-spearman'), 'life')).toBe(3);
  });

  it("'stolid-vanguard': On Enter, +2 power until end of turn only if you control a Horse", () => {
    let s = play(newGame({ first: A }), A, stolidVanguard);
    expect(currentStat(s, objectOf(s, 'stolid-vanguard'), 'power')).toBe(1);
    s = newGame({ first: A });
    [s] = place(s, A, ordinaryHorse);
    s = play(s, A, stolidVanguard);
    const vanguard = objectOf(s, 'stolid-vanguard');
    expect(currentStat(s, vanguard, 'power')).toBe(3);
    s = passUntil(s, atMain(B));
    expect(currentStat(s, s.objects[vanguard.id]!, 'power')).toBe(1);
  });

  it("'lumbering-steed': enters rested; paying (2) gives it +1 life until end of turn", () => {
    let s = play(newGame({ first: A }), A, lumberingSteed);
    const steed = objectOf(s, 'lumbering-steed');
    expect(steed.rested).toBe(true);
    const before = hand(s);
    s = useAbility(s, A, steed.id, 0);
    expect(hand(s)).toBe(before - 2);
    expect(currentStat(s, s.objects[steed.id]!, 'life')).toBe(4);
  });

  it("'marksman-captain': On Enter, another unit you control becomes distant (not itself, not an opponent's)", () => {
    let s = newGame({ first: A });
    [s] = activate(s, A, marksmanCaptain);
    s = passUntil(s, (t) => t.pending?.kind === 'triggerTargets');
    const choices = legalActions(s, A).filter((a) => a.type === 'chooseTarget');
    expect(choices).toEqual([{ type: 'chooseTarget', target: objectTarget(champion(s, A).id) }]);
    s = settle(s, { targets: [objectTarget(champion(s, A).id)] });
    expect(champion(s, A).distant).toBe(true);
    expect(objectOf(s, 'marksman-captain').distant).toBeFalsy();
    expect(s.defs['marksman-captain']!.keywordValues).toEqual({ ranged: 2 });
  });

  it("'poised-rearguard': enters rested; with a Guardian champion and a Horse it wakes up", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['GUARDIAN'], elements: ['WIND'] });
    s = play(s, A, poisedRearguard);
    expect(objectOf(s, 'poised-rearguard').rested).toBe(true); // no Horse
    s = asChampion(newGame({ first: A }), A, { classes: ['GUARDIAN'], elements: ['WIND'] });
    [s] = place(s, A, ordinaryHorse);
    s = play(s, A, poisedRearguard);
    expect(objectOf(s, 'poised-rearguard').rested).toBe(false);
    s = asChampion(newGame({ first: A }), A, { classes: ['TAMER'], elements: ['WIND'] });
    [s] = place(s, A, ordinaryHorse);
    s = play(s, A, poisedRearguard);
    expect(objectOf(s, 'poised-rearguard').rested).toBe(true); // no class bonus
  });

  it("'brisk-windtrotter': a buff counter on another ally you control, and a second one from level 2", () => {
    const run = (level: number) => {
      let s = asChampion(newGame({ first: A }), A, { elements: ['WIND'], level });
      let horse: string;
      [s, horse] = place(s, A, ordinaryHorse);
      s = play(s, A, briskWindtrotter, [], { triggerTargets: [objectTarget(horse), objectTarget(horse)] });
      return [s.objects[horse]!.counters.buff ?? 0, objectOf(s, 'brisk-windtrotter').counters.buff ?? 0];
    };
    expect(run(1)).toEqual([1, 0]);
    expect(run(2)).toEqual([2, 0]);
  });

  it("'skilled-plainsman': with a Warrior champion and a Horse, it enters with a buff counter", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['WARRIOR'] });
    [s] = place(s, A, ordinaryHorse);
    s = play(s, A, skilledPlainsman);
    expect(objectOf(s, 'skilled-plainsman').counters.buff).toBe(1);
    s = asChampion(newGame({ first: A }), A, { classes: ['WARRIOR'] });
    s = play(s, A, skilledPlainsman);
    expect(objectOf(s, 'skilled-plainsman').counters.buff ?? 0).toBe(0);
  });

  it("'tempus-stalker': a buff counter at the beginning of your recollection phase (Tamer champion); pride 2", () => {
    const run = (classes: string[]) => {
      let s = asChampion(newGame({ first: A }), A, { classes, elements: ['WIND'] });
      let stalker: string;
      [s, stalker] = place(s, A, tempusStalker);
      s = passUntil(s, (t) => t.turn === 3 && t.phase === 'main');
      return s.objects[stalker]!.counters.buff ?? 0;
    };
    expect(run(['TAMER'])).toBe(1);
    expect(run(['MAGE'])).toBe(0);
    expect(tempusStalker.keywordValues).toEqual({ pride: 2 });
  });

  it("'promising-recruit': from level 2, a buff counter at the beginning of your end phase", () => {
    const run = (level: number) => {
      let s = asChampion(newGame({ first: A }), A, { level });
      let recruit: string;
      [s, recruit] = place(s, A, promisingRecruit);
      s = passUntil(s, atMain(B));
      return s.objects[recruit]!.counters.buff ?? 0;
    };
    expect(run(2)).toBe(1);
    expect(run(1)).toBe(0);
  });

  it("'fractal-of-sparks': Cleric champion: rest it to deal 1 damage to a champion; it can rest to pay a reserve cost", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['CLERIC'], elements: ['FIRE'] });
    let fractal: string;
    [s, fractal] = place(s, A, fractalOfSparks);
    s = useAbility(s, A, fractal, 0, [objectTarget(champion(s, B).id)]);
    expect(champion(s, B).damage).toBe(1);
    expect(s.objects[fractal]!.rested).toBe(true);
    // Without the class bonus the ability can't be activated.
    let s2 = asChampion(newGame({ first: A }), A, { classes: ['MAGE'], elements: ['FIRE'] });
    [s2, fractal] = place(s2, A, fractalOfSparks);
    refuse(s2, A, { type: 'activateAbility', object: fractal, index: 0 });
    // Reservable: an awake fractal may pay 1 of a reserve cost.
    let card: string;
    [s2, card] = addCard(s2, A, 'blitz-mage');
    s2 = act(s2, A, { type: 'activate', card });
    expect(legalActions(s2, A)).toContainEqual({ type: 'restForReserve', object: fractal });
  });

  it("'ignite-fate': 2 damage to each champion; floating memory", () => {
    let s = play(newGame({ first: A }), A, igniteFate);
    expect([champion(s, A).damage, champion(s, B).damage]).toEqual([2, 2]);
    const card = player(s, A).graveyard.find((c) => s.cards[c]!.def === 'ignite-fate')!;
    expect(floatingMemoryCards(s, A)).toContain(card);
  });

  it("'indolent-leisure': draw a card; with a Cleric or Mage champion of level 3+, also one into memory", () => {
    const run = (classes: string[], level: number) => {
      let s = asChampion(newGame({ first: A }), A, { classes, level });
      [s] = activate(s, A, indolentLeisure);
      const [h, m] = [hand(s), mem(s)];
      s = settle(s);
      return [hand(s) - h, mem(s) - m];
    };
    expect(run(['MAGE'], 3)).toEqual([1, 1]);
    expect(run(['CLERIC'], 2)).toEqual([1, 0]);
    expect(run(['WARRIOR'], 3)).toEqual([1, 0]);
  });

  it("'mend-flesh': recover 8; costs 2 less with 25+ damage on your champion", () => {
    let s = asChampion(newGame({ first: A }), A, { elements: ['EXIA'] });
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 25; });
    const before = hand(s);
    [s] = activate(s, A, mendFlesh);
    expect(before - hand(s)).toBe(0); // nothing paid (the card was added to the hand first)
    s = settle(s);
    expect(champion(s, A).damage).toBe(17);
    let s2 = asChampion(newGame({ first: A }), A, { elements: ['EXIA'] });
    const before2 = hand(s2);
    [s2] = activate(s2, A, mendFlesh);
    expect(before2 - hand(s2)).toBe(2);
  });

  it("'regenerate': draw a card into memory; Cleric or Warrior with 10+ damage also recovers 2", () => {
    const run = (classes: string[], damage: number) => {
      let s = asChampion(newGame({ first: A }), A, { classes });
      s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = damage; });
      [s] = activate(s, A, regenerate);
      const m = mem(s);
      s = settle(s);
      return [mem(s) - m, champion(s, A).damage];
    };
    expect(run(['WARRIOR'], 10)).toEqual([1, 8]);
    expect(run(['CLERIC'], 9)).toEqual([1, 9]);
    expect(run(['MAGE'], 12)).toEqual([1, 12]);
  });

  it("'rising-tides': a Mage champion of level 3+ draws a card into memory; floating memory", () => {
    const run = (classes: string[], level: number) => {
      let s = asChampion(newGame({ first: A }), A, { classes, elements: ['WATER'], level });
      [s] = activate(s, A, risingTides);
      const m = mem(s);
      return mem(settle(s)) - m;
    };
    expect(run(['MAGE'], 3)).toBe(1);
    expect(run(['MAGE'], 2)).toBe(0);
    expect(run(['CLERIC'], 3)).toBe(0);
    expect(risingTides.keywords).toContain('floatingMemory');
  });

  it("'thunderclap': 4 damage to target ally; costs 2 less from level 3", () => {
    let s = asChampion(newGame({ first: A }), A, { elements: ['FIRE'], level: 3 });
    let foe: string;
    [s, foe] = place(s, B, ordinaryHorse);
    const before = hand(s);
    [s] = activate(s, A, thunderclap, [objectTarget(foe)]);
    expect(before - hand(s)).toBe(2);
    s = settle(s);
    expect(s.objects[foe]).toBeUndefined(); // 4 damage to a 1/3 ally
    expect(player(s, B).graveyard.some((c) => s.cards[c]!.def === 'ordinary-horse')).toBe(true);
    let s2 = asChampion(newGame({ first: A }), A, { elements: ['FIRE'], level: 2 });
    [s2, foe] = place(s2, B, ordinaryHorse);
    const before2 = hand(s2);
    [s2] = activate(s2, A, thunderclap, [objectTarget(foe)]);
    expect(before2 - hand(s2)).toBe(4);
  });

  it("'wisdoms-reprise': glimpse 3, and from level 3 draw a card into memory", () => {
    const run = (level: number) => {
      let s = asChampion(newGame({ first: A }), A, { level });
      [s] = activate(s, A, wisdomsReprise);
      const m = mem(s);
      s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
      expect(s.pending?.kind === 'glimpse' && s.pending.cards.length).toBe(3);
      return mem(settle(s)) - m;
    };
    expect(run(3)).toBe(1);
    expect(run(2)).toBe(0);
  });
});

