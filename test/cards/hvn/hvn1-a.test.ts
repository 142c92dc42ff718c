// HVN helper hvn1, part A: statics, spells and simple triggers of HVN cards.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, champion, edit, passUntil, player, withDef } from '../../engine/helpers.js';
import { objectTarget, place, play, settle } from '../amb/scenario.js';
import { activateFromHand, mainPhaseOf } from '../doa/support.js';
import { bolt, championAs, deck, def, drive, inZone, life, paid, plainCard, power, testAlly } from './hvn1-support.js';

describe('hvn1 statics', () => {
  it("'maiden-of-primal-virtue': +1 power and +1 life for each phantasia you control (itself included)", () => {
    let s = mainPhaseOf(A);
    let m: string;
    [s, m] = place(s, A, def('maiden-of-primal-virtue'));
    expect([power(s, m), life(s, m)]).toEqual([1, 1]);
    [s] = place(s, A, testAlly('hvn1-phantasia', { types: ['PHANTASIA'] }));
    [s] = place(s, B, testAlly('hvn1-their-phantasia', { types: ['PHANTASIA'] }));
    expect([power(s, m), life(s, m)]).toEqual([2, 2]);
  });

  it("'wingpeak-patriarch': other Bird allies you control get +1 power, not itself nor the opponent's", () => {
    let s = mainPhaseOf(A);
    let w: string, bird: string, human: string, theirs: string;
    [s, w] = place(s, A, def('wingpeak-patriarch'));
    [s, bird] = place(s, A, testAlly('hvn1-bird', { subtypes: ['ANIMAL', 'BIRD'] }));
    [s, human] = place(s, A, testAlly('hvn1-human'));
    [s, theirs] = place(s, B, testAlly('hvn1-bird-b', { subtypes: ['BIRD'] }));
    expect([power(s, w), power(s, bird), power(s, human), power(s, theirs)]).toEqual([1, 2, 1, 1]);
  });

  it("'pang-tong-young-phoenix': while hand and memory hold as many cards, damage to your units is cut to 3", () => {
    const run = (balanced: boolean) => {
      let s = mainPhaseOf(A);
      s = edit(s, (t) => { player(t, A).hand = []; player(t, A).memory = []; });
      [s] = inZone(s, A, 'memory', plainCard('hvn1-mem', 'NORM'), balanced ? 1 : 2);
      let u: string;
      [s] = place(s, A, def('pang-tong-young-phoenix'));
      [s, u] = place(s, A, testAlly('hvn1-big', { life: 20 }));
      [s] = inZone(s, A, 'hand', plainCard('hvn1-h', 'NORM'), 1);
      // Alice's own free bolt: it leaves her hand as it is activated, so the balance holds as it resolves.
      s = play(s, A, bolt, [objectTarget(u)]);
      return s.objects[u]!.damage;
    };
    expect(run(true)).toBe(3);
    expect(run(false)).toBe(9);
  });

  it("'rilewind-sentinel': with the class bonus it fosters, and while fostered allies you control have vigor", () => {
    let s = championAs(mainPhaseOf(A), A, { classes: ['GUARDIAN'], elements: ['WIND'] });
    let r: string, other: string;
    [s, r] = place(s, A, def('rilewind-sentinel'));
    [s, other] = place(s, A, testAlly('hvn1-other'));
    expect(hasKeyword(s, s.objects[r]!, 'foster')).toBe(true);
    expect(hasKeyword(s, s.objects[other]!, 'vigor')).toBe(false);
    s = edit(s, (t) => { t.objects[r]!.fostered = true; });
    expect(hasKeyword(s, s.objects[other]!, 'vigor')).toBe(true);
    expect(hasKeyword(s, s.objects[r]!, 'vigor')).toBe(true);
    const noBonus = place(championAs(mainPhaseOf(A), A, { classes: ['MAGE'] }), A, def('rilewind-sentinel'));
    expect(hasKeyword(noBonus[0], noBonus[0].objects[noBonus[1]]!, 'foster')).toBe(false);
  });

  it("'tidebreaker-sentinel': fostered, +2 life and taunt; On Foster mills three", () => {
    let s = championAs(passUntil(mainPhaseOf(A), (t) => t.turn === 2 && t.phase === 'main'), A, { classes: ['GUARDIAN'], elements: ['WATER'] });
    let id: string;
    [s, id] = place(s, A, def('tidebreaker-sentinel'));
    expect([life(s, id), hasKeyword(s, s.objects[id]!, 'taunt')]).toEqual([3, false]);
    const grave = player(s, A).graveyard.length;
    s = passUntil(s, (t) => t.turn === 3 && t.phase === 'main' && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending);
    expect(s.objects[id]!.fostered).toBe(true);
    expect(player(s, A).graveyard.length).toBe(grave + 3);
    expect([life(s, id), hasKeyword(s, s.objects[id]!, 'taunt')]).toEqual([5, true]);
  });

  it("'sunglory-sentinel': fostered and attacking a champion, +2 power", () => {
    const run = (fostered: boolean, atChampion: boolean) => {
      let s = championAs(mainPhaseOf(A), A, { classes: ['GUARDIAN'], elements: ['FIRE'] });
      s = passUntil(s, (t) => t.turn === 3 && t.phase === 'main' && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
      let id: string, foe: string;
      [s, id] = place(s, A, def('sunglory-sentinel'), { fostered });
      [s, foe] = place(s, B, testAlly('hvn1-foe', { life: 9 }));
      s = act(s, A, { type: 'attack', attacker: id });
      if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, A, { type: 'chooseWeapon', weapon: null });
      s = act(s, A, { type: 'chooseAttackTarget', target: atChampion ? champion(s, B).id : foe });
      return power(s, id);
    };
    expect(run(true, true)).toBe(3);
    expect(run(true, false)).toBe(1);
    expect(run(false, true)).toBe(1);
  });
});

describe('hvn1 spells and skills', () => {
  it("'provoking-stand': taunt until your next turn; a unique ally also draws a card into memory", () => {
    const run = (unique: boolean) => {
      let s = championAs(mainPhaseOf(A), A, { classes: ['GUARDIAN'] });
      let u: string;
      [s, u] = place(s, A, testAlly(unique ? 'hvn1-unique' : 'hvn1-common', { unique }));
      const d0 = deck(s, A);
      s = play(s, A, def('provoking-stand'), [objectTarget(u)]);
      const drew = d0 - deck(s, A);
      const tauntNow = hasKeyword(s, s.objects[u]!, 'taunt');
      s = passUntil(s, (t) => t.turn === 2 && t.phase === 'main');
      const tauntOnTheirTurn = hasKeyword(s, s.objects[u]!, 'taunt');
      s = passUntil(s, (t) => t.turn === 3 && t.phase === 'main');
      return [drew, tauntNow, tauntOnTheirTurn, hasKeyword(s, s.objects[u]!, 'taunt')];
    };
    expect(run(true)).toEqual([1, true, true, false]);
    expect(run(false)).toEqual([0, true, true, false]);
  });

  it("'rescue-the-heir': returns an ally you control to its owner's memory; 1 less at level 1+ with a unique ally", () => {
    let s = championAs(mainPhaseOf(A), A, { classes: ['GUARDIAN'] });
    let u: string;
    [s, u] = place(s, A, testAlly('hvn1-common'));
    const card = s.objects[u]!.card;
    expect(paid(s, A, def('rescue-the-heir'), [u])).toBe(1);
    const withUnique = place(s, A, testAlly('hvn1-unique', { unique: true }))[0];
    expect(paid(withUnique, A, def('rescue-the-heir'), [u])).toBe(0);
    const lv0 = edit(withUnique, (t) => { t.objects[player(t, A).champion!]!.def = 'spirit-of-fire'; });
    expect(paid(withDef(lv0, def('spirit-of-fire')), A, def('rescue-the-heir'), [u])).toBe(1);
    s = play(withUnique, A, def('rescue-the-heir'), [objectTarget(u)]);
    expect(s.objects[u]).toBeUndefined();
    expect(player(s, A).memory).toContain(card);
    // Only allies you control: the opponent's ally is no target.
    let t: GameState, c: string;
    [t] = place(s, B, testAlly('hvn1-theirs'));
    [t, c] = addCard(t, A, 'rescue-the-heir');
    expect(legalActions(t, A).some((a) => a.type === 'activate' && a.card === c)).toBe(false);
  });

  it("'resonating-fugue': costs 2 less with the class bonus; swaps an Animal's power and life until end of turn", () => {
    let s = championAs(mainPhaseOf(A), A, { classes: ['TAMER'], elements: ['WATER'] });
    let an: string;
    [s, an] = place(s, A, testAlly('hvn1-animal', { subtypes: ['ANIMAL'], power: 1, life: 5 }));
    expect(paid(s, A, def('resonating-fugue'), [an])).toBe(2);
    expect(paid(championAs(s, A, { classes: ['MAGE'], elements: ['WATER'] }), A, def('resonating-fugue'), [an])).toBe(4);
    s = play(s, A, def('resonating-fugue'), [objectTarget(an)]);
    expect([power(s, an), life(s, an)]).toEqual([5, 1]);
    s = passUntil(s, (t) => t.turn === 2 && t.phase === 'main');
    expect([power(s, an), life(s, an)]).toEqual([1, 5]);
  });

  it("'searing-truth': 2 damage to a target unit; with Guo Jia, a quest counter on your champion", () => {
    const run = (name: string) => {
      let s = championAs(mainPhaseOf(A), A, { name, classes: ['TAMER'], elements: ['FIRE'] });
      let foe: string;
      [s, foe] = place(s, B, testAlly('hvn1-foe', { life: 6 }));
      s = play(s, A, def('searing-truth'), [objectTarget(foe)]);
      return [s.objects[foe]!.damage, champion(s, A).counters.quest ?? 0];
    };
    expect(run('Guo Jia')).toEqual([2, 1]);
    expect(run('Zhang Fei')).toEqual([2, 0]);
  });

  it("'surreptitious-scheme': removes a level counter from a target champion and then draws; no counter, no draw", () => {
    const run = (counters: number) => {
      let s = mainPhaseOf(A);
      s = edit(s, (t) => { t.objects[player(t, B).champion!]!.counters.level = counters; });
      const d0 = deck(s, A);
      s = play(s, A, def('surreptitious-scheme'), [objectTarget(champion(s, B).id)]);
      return [champion(s, B).counters.level ?? 0, d0 - deck(s, A)];
    };
    expect(run(2)).toEqual([1, 1]);
    expect(run(0)).toEqual([0, 0]);
  });

  it("'withering-grasp': a wither counter on a target non-champion object; with Diao Chan, a card into memory", () => {
    const run = (name: string) => {
      let s = championAs(mainPhaseOf(A), A, { name, classes: ['CLERIC'] });
      let foe: string;
      [s, foe] = place(s, B, testAlly('hvn1-foe'));
      const d0 = deck(s, A);
      const [t] = activateFromHand(s, A, def('withering-grasp'));
      const champTargetable = legalActions(t, A).some((a) => a.type === 'chooseTarget' && a.target?.kind === 'object' && a.target.id === champion(s, B).id);
      s = play(s, A, def('withering-grasp'), [objectTarget(foe)]);
      return [champTargetable, s.objects[foe]!.counters.wither ?? 0, d0 - deck(s, A)];
    };
    expect(run('Diao Chan')).toEqual([false, 1, 1]);
    expect(run('Tester')).toEqual([false, 1, 0]);
  });

  it("'restorative-flame': banish up to three fire cards from your graveyard, recover 2 for each", () => {
    let s = championAs(mainPhaseOf(A), A, { classes: ['CLERIC'], elements: ['FIRE'] });
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 10; });
    [s] = inZone(s, A, 'graveyard', plainCard('hvn1-fire', 'FIRE'), 4);
    [s] = inZone(s, A, 'graveyard', plainCard('hvn1-water', 'WATER'), 1);
    [s] = activateFromHand(s, A, def('restorative-flame'));
    let picks = 0;
    s = drive(s, (t, legal) => {
      if (t.pending?.kind !== 'banishFromGraveyard') return undefined;
      const pick = legal.find((a) => a.type === 'chooseTarget' && a.target !== null);
      if (pick && pick.type === 'chooseTarget' && pick.target?.kind === 'card') {
        expect(t.cards[pick.target.id]!.def).toBe('hvn1-fire');
        picks++;
        return pick;
      }
      return legal.find((a) => a.type === 'chooseTarget' && a.target === null);
    });
    expect(picks).toBe(3);
    expect(champion(s, A).damage).toBe(4);
    expect(player(s, A).banishment.filter((c) => s.cards[c]!.def === 'hvn1-fire').length).toBe(3);
  });

  it("'primeval-ritual': sacrifice an ally to activate it; a target wind card from your graveyard goes to your memory", () => {
    let s = championAs(mainPhaseOf(A), A, { classes: ['MAGE'], elements: ['WIND'] });
    let wind: string[];
    [s, wind] = inZone(s, A, 'graveyard', plainCard('hvn1-wind', 'WIND'), 1);
    const [noAlly] = [s];
    let c: string;
    [s, c] = addCard(withDef(noAlly, def('primeval-ritual')), A, 'primeval-ritual');
    expect(legalActions(s, A).some((a) => a.type === 'activate' && a.card === c)).toBe(false);
    let u: string;
    [s, u] = place(s, A, testAlly('hvn1-fodder'));
    expect(legalActions(s, A).some((a) => a.type === 'activate' && a.card === c)).toBe(true);
    s = act(s, A, { type: 'activate', card: c });
    for (let i = 0; i < 20 && s.pending?.kind === 'activation'; i++) {
      const legal = legalActions(s, A);
      const pick = legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'card' && a.target.id === wind[0])
        ?? legal.find((a) => a.type !== 'cancel' && a.type !== 'pass' && !(a.type === 'chooseTarget'));
      s = act(s, A, pick!);
    }
    s = settle(s);
    expect(s.objects[u]).toBeUndefined();
    expect(player(s, A).memory).toContain(wind[0]);
  });

  it("'rearing-rebound': suppresses a target ally; with a Horse ally, a card into your memory", () => {
    const run = (horse: boolean) => {
      let s = championAs(mainPhaseOf(A), A, { classes: ['CLERIC'], elements: ['WIND'] });
      let foe: string;
      [s, foe] = place(s, B, testAlly('hvn1-foe'));
      if (horse) [s] = place(s, A, testAlly('hvn1-horse', { subtypes: ['HORSE'] }));
      const card = s.objects[foe]!.card!;
      const d0 = deck(s, A);
      s = play(s, A, def('rearing-rebound'), [objectTarget(foe)]);
      return [player(s, B).banishment.includes(card), d0 - deck(s, A)];
    };
    expect(run(true)).toEqual([true, 1]);
    expect(run(false)).toEqual([true, 0]);
  });

  it("'tinderflare-pivot': a target Ranger unit becomes distant and gains ranged 1 this turn", () => {
    let s = championAs(mainPhaseOf(A), A, { classes: ['RANGER'], elements: ['FIRE'] });
    let r: string;
    [s, r] = place(s, A, testAlly('hvn1-ranger', { subtypes: ['RANGER'] }));
    const [t] = activateFromHand(s, A, def('tinderflare-pivot'));
    expect(legalActions(t, A).some((a) => a.type === 'chooseTarget' && a.target?.kind === 'object' && a.target.id === champion(s, B).id)).toBe(false);
    s = play(s, A, def('tinderflare-pivot'), [objectTarget(r)]);
    expect(s.objects[r]!.distant).toBe(true);
    const gained = (st: GameState) => JSON.stringify(st).includes('"kind":"ranged","amount":1');
    expect(gained(s)).toBe(true);
  });

  it("'think-deep': 2 less with a Fatestone; glimpse 2, then up to two cards from the top into the graveyard", () => {
    let s = championAs(mainPhaseOf(A), A, { classes: ['TAMER'], elements: ['WATER'] });
    expect(paid(s, A, def('think-deep'))).toBe(4);
    [s] = place(s, A, testAlly('hvn1-fatestone', { types: ['ITEM'], subtypes: ['FATESTONE'] }));
    expect(paid(s, A, def('think-deep'))).toBe(2);
    const grave = player(s, A).graveyard.length;
    [s] = activateFromHand(s, A, def('think-deep'));
    let accepted = 0;
    s = drive(s, (t) => {
      if (t.pending?.kind !== 'may') return undefined;
      accepted++;
      return { type: 'mayAnswer', accept: accepted === 1 };
    });
    expect(accepted).toBe(2);
    // think-deep itself and one milled card.
    expect(player(s, A).graveyard.length).toBe(grave + 2);
  });
});
