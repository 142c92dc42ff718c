// h6-d2: HVN cards of the combat-and-counters family.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { A, B, act, addCard, atMain, champion, edit, passUntil, player, refuse, withDef } from '../../engine/helpers.js';
import { asChampion, objectOf, objectTarget, place, play } from '../amb/scenario.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { aliceAs, bobAs, drive } from '../amb/amb1-support.js';
import { accept, attackWithCard, powerOf, unitAttack } from '../rdo/h6-d2-support.js';
import type { Action, GameState } from '../../../src/engine/index.js';

const def = scriptedDef;
const frail = defineCard({ slug: 'h6-d2-frail', name: 'H6 Frail', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 2 }, {});
const payCard = (element: Element, i: number) => defineCard({ slug: `h6-d2-pay-${element.toLowerCase()}-${i}`, name: `Pay ${i}`, types: ['ACTION'], element, cost: reserve(1) }, {});

describe('h6-d2 HVN', () => {
  it("'razorblade-execution': On Kill, if the attack card was imbued (three wind cards reserved), a preparation counter on your champion", () => {
    const run = (element: Element, classes: string[]): number => {
      let s = bobAs({ classes });
      s = edit(s, (t) => { player(t, B).hand = []; });
      for (let i = 0; i < 3; i++) [s] = addCard(withDef(s, payCard(element, i)), B, payCard(element, i).slug);
      let ally: string;
      [s, ally] = place(s, A, frail);
      s = attackWithCard(s, B, def('razorblade-execution'), ally);
      expect(s.objects[ally]).toBeUndefined();
      return champion(s, B).counters.preparation ?? 0;
    };
    expect(run('WIND', ['ASSASSIN'])).toBe(1);
    expect(run('FIRE', ['ASSASSIN'])).toBe(0);
    expect(run('WIND', ['WARRIOR'])).toBe(0);
  });
});

describe('h6-d2 HVN attack targets', () => {
  it("'beguiling-bandit': attacks targeting it cost (1) more; +1 power with an Assassin or Warrior champion of level 2 or more", () => {
    let s = bobAs({ classes: ['WARRIOR'] });
    let bandit: string, mine: string;
    [s, bandit] = place(s, A, def('beguiling-bandit'));
    [s, mine] = place(s, B, frail, { enteredTurn: 0 });
    expect(unitAttack(s, B, mine, bandit).paid).toBe(1);
    expect(unitAttack(s, B, mine, champion(s, A).id).paid).toBe(0);
    const pw = (classes: string[], level: number) => {
      let t = asChampion(bobAs({}), A, { classes, level });
      let b: string;
      [t, b] = place(t, A, def('beguiling-bandit'));
      return powerOf(t, b);
    };
    expect(pw(['ASSASSIN'], 2)).toBe(2);
    expect(pw(['WARRIOR'], 3)).toBe(2);
    expect(pw(['ASSASSIN'], 1)).toBe(1);
    expect(pw(['MAGE'], 2)).toBe(1);
  });
});

describe('h6-d2 HVN counters', () => {
  it("'da-qiao-cinderbinder': allies with frenzy counters don't obey: no attack, no intercept, no activated ability; Mage or Tamer, rest it for a frenzy counter or Empower X", () => {
    let s = bobAs({ classes: ['TAMER'] });
    let dq: string, mine: string;
    [s, dq] = place(s, B, def('da-qiao-cinderbinder'), { enteredTurn: 0 });
    [s, mine] = place(s, B, frail, { enteredTurn: 0 });
    s = act(s, B, { type: 'activateAbility', object: dq, index: 1 });
    s = act(s, B, { type: 'chooseMode', mode: 0 });
    s = act(s, B, { type: 'chooseTarget', target: objectTarget(mine) });
    s = drive(s);
    expect(s.objects[mine]!.counters.frenzy).toBe(1);
    expect(legalActions(s, B)).not.toContainEqual({ type: 'attack', attacker: mine });
    refuse(s, B, { type: 'attack', attacker: mine }, 'game-terms.md#obedience');
    // Another frenzied ally elsewhere; Empower X counts every frenzied ally on the field.
    let foe: string;
    [s, foe] = place(s, A, frail, { counters: { frenzy: 2 } });
    s = edit(s, (t) => { t.objects[dq]!.rested = false; });
    s = act(s, B, { type: 'activateAbility', object: dq, index: 1 });
    s = act(s, B, { type: 'chooseMode', mode: 1 });
    s = drive(s);
    expect((s.empower ?? []).filter((e) => e.player === B).reduce((n, e) => n + e.amount, 0)).toBe(2);
    void foe;
  });

  it("'da-qiao-cinderbinder': a frenzied ally with intercept can't intercept; without the class bonus Da Qiao's ability can't be activated", () => {
    let s = bobAs({ classes: ['WARRIOR'] });
    let dq: string;
    [s, dq] = place(s, B, def('da-qiao-cinderbinder'), { enteredTurn: 0 });
    expect(legalActions(s, B).some((a) => a.type === 'activateAbility' && a.object === dq)).toBe(false);
    const guard = defineCard({ slug: 'h6-d2-guard', name: 'Guard', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 4 }, { keywords: ['intercept'] });
    let g: string, mine: string;
    [s, g] = place(s, A, guard, { counters: { frenzy: 1 } });
    [s, mine] = place(s, B, frail, { enteredTurn: 0 });
    s = act(s, B, { type: 'attack', attacker: mine });
    if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, B, { type: 'chooseWeapon', weapon: null });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = drive(s, (t, legal) => legal.find((a) => a.type === 'mayAnswer' && a.accept));
    expect(s.objects[g]!.damage).toBe(0);
    expect(champion(s, A).damage).toBe(1);
  });
});

describe('h6-d2 HVN domains', () => {
  it("'changban-heroic-impasse': On Enter a buff counter on a unique ally of yours; your allies with buff counters have ambush; at your recollection, sacrificed without a unique ally", () => {
    const hero = defineCard({ slug: 'h6-d2-hero', name: 'Hero', types: ['ALLY'], supertypes: ['UNIQUE'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, {});
    let s = aliceAs({ classes: ['RANGER'] });
    let h: string, plain: string;
    [s, h] = place(s, A, hero);
    [s, plain] = place(s, A, frail, { counters: { buff: 1 } });
    s = play(s, A, def('changban-heroic-impasse'));
    expect(s.objects[h]!.counters.buff).toBe(1);
    expect(hasKeyword(s, s.objects[h]!, 'ambush')).toBe(true);
    expect(hasKeyword(s, s.objects[plain]!, 'ambush')).toBe(true);
    const cb = objectOf(s, 'changban-heroic-impasse').id;
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(s.objects[cb]).toBeDefined(); // a unique ally is there
    s = edit(s, (t) => { t.objects = Object.fromEntries(Object.entries(t.objects).filter(([id]) => id !== h)); t.field = t.field.filter((id) => id !== h); });
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(s.objects[cb]).toBeUndefined();
  });
});

describe('h6-d2 HVN retaliation filters', () => {
  const human = defineCard({ slug: 'h6-d2-human', name: 'Human', types: ['ALLY'], subtypes: ['HUMAN'], element: 'NORM', cost: reserve(1), power: 1, life: 4 }, {});
  const beast = defineCard({ slug: 'h6-d2-beast', name: 'Beast', types: ['ALLY'], subtypes: ['BEAST'], element: 'NORM', cost: reserve(1), power: 1, life: 4 }, {});
  const retaliate = (id: string) => (t: GameState, legal: Action[]) => (t.pending?.kind === 'retaliate' ? legal.find((a) => a.type === 'retaliate' && a.unit === id) : undefined);

  it("'innocuous-disposer': Human allies can't retaliate against its attacks (others can); Assassin On Ally Hit on a Human: pay a preparation counter to destroy it", () => {
    const run = (d: typeof human, classes: string[], prep: number, yes: boolean) => {
      let s = bobAs({ classes });
      s = edit(s, (t) => { t.objects[player(t, B).champion!]!.counters.preparation = prep; });
      let id: string, foe: string;
      [s, id] = place(s, B, def('innocuous-disposer'), { enteredTurn: 0 });
      [s, foe] = place(s, A, d);
      s = unitAttack(s, B, id, foe, (t, legal) => retaliate(foe)(t, legal) ?? (yes ? accept(t, legal) : undefined)).s;
      return { disposer: !!s.objects[id], foe: !!s.objects[foe], prep: champion(s, B).counters.preparation ?? 0 };
    };
    expect(run(human, ['ASSASSIN'], 1, true)).toEqual({ disposer: true, foe: false, prep: 0 });
    expect(run(human, ['ASSASSIN'], 1, false)).toEqual({ disposer: true, foe: true, prep: 1 });
    expect(run(human, ['ASSASSIN'], 0, true)).toEqual({ disposer: true, foe: true, prep: 0 });
    expect(run(beast, ['ASSASSIN'], 1, true)).toEqual({ disposer: false, foe: true, prep: 1 }); // retaliated (1 life); not a Human
    expect(run(human, ['WARRIOR'], 1, true)).toEqual({ disposer: true, foe: true, prep: 1 });
  });
});

describe('h6-d2 HVN On Ally Kill', () => {
  it("'sun-jian-wolvesbane': attacking a Beast, +2 power and no retaliation; On Ally Kill of a Beast, a draw into memory", () => {
    const wolf = defineCard({ slug: 'h6-d2-wolf', name: 'Wolf', types: ['ALLY'], subtypes: ['BEAST'], element: 'NORM', cost: reserve(1), power: 2, life: 4 }, {});
    const man = defineCard({ slug: 'h6-d2-man', name: 'Man', types: ['ALLY'], subtypes: ['HUMAN'], element: 'NORM', cost: reserve(1), power: 2, life: 2 }, {});
    const run = (d: typeof wolf) => {
      let s = bobAs({ classes: ['RANGER'] });
      let sj: string, foe: string;
      [s, sj] = place(s, B, def('sun-jian-wolvesbane'), { enteredTurn: 0 });
      [s, foe] = place(s, A, d);
      const deck = player(s, B).mainDeck.length;
      s = unitAttack(s, B, sj, foe, (t, legal) => (t.pending?.kind === 'retaliate' ? legal.find((a) => a.type === 'retaliate' && a.unit === foe) : undefined)).s;
      return { killed: !s.objects[foe], sunJian: !!s.objects[sj], drew: deck - player(s, B).mainDeck.length };
    };
    expect(run(wolf)).toEqual({ killed: true, sunJian: true, drew: 1 });
    expect(run(man)).toEqual({ killed: true, sunJian: false, drew: 0 });
  });
});
