// amb1: more AMB cards (reactions, Shifting Currents phantasias, On Attack and On Hit allies).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import type { Action, GameState } from '../../../src/engine/index.js';
import { defineCard, reserve, dealDamage, target } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, champion, edit, payReserve, player } from '../../engine/helpers.js';
import { currentStat, objDef } from '../../../src/engine/state/query.js';
import { activate, asChampion, objectOf, objectTarget, place } from './scenario.js';
import { ALL, acceptAll, addCards, aliceAs, asKongming, bobAs, costNow, drive, floatsFor } from './amb1-support.js';

const def = (slug: string) => scriptedDef(slug);
const zap = defineCard({ slug: 'test-zap-4', name: 'Test Zap', types: ['ACTION'], subtypes: [], classes: [], element: ['NORM'], cost: reserve(0) },
  { targets: [{ kind: 'unit' }], onResolve: [dealDamage(target(0), 4)] });
const chooseTargetId = (id: string) => (t: GameState, legal: Action[]) =>
  t.pending ? legal.find((a) => a.type === 'chooseTarget' && a.target?.id === id) : undefined;

/** Alice's Kongming turns her currents to `to` with Landscape Corsair; `other` answers any other "may", `after` the rest. */
function turnCurrents(s: GameState, to: string, other: boolean, after: (t: GameState, legal: Action[]) => Action | undefined = () => undefined): GameState {
  [s] = activate(s, A, def('landscape-corsair'));
  return drive(s, (t, legal) => {
    if (t.pending?.kind !== 'may') return after(t, legal);
    const d = t.pending;
    const offered = d.resume.effects[d.resume.index];
    const first = offered?.op === 'may' ? offered.effects[0] : undefined;
    const accept = d.resume.item.def === 'landscape-corsair'
      ? first?.op === 'setDirection' ? first.direction === to : true
      : other;
    return legal.find((a) => a.type === 'mayAnswer' && a.accept === accept);
  });
}

describe('amb1 more cards', () => {
  it("'water-barrier': the next damage to your champion this turn has all but 1 of it prevented; floating memory with a Cleric or Mage champion", () => {
    let s = aliceAs({});
    [s] = activate(s, A, def('water-barrier'));
    s = drive(s);
    [s] = activate(s, A, zap, [objectTarget(champion(s, A).id)]);
    s = drive(s);
    expect(champion(s, A).damage).toBe(1);
    [s] = activate(s, A, zap, [objectTarget(champion(s, A).id)]);
    s = drive(s);
    expect(champion(s, A).damage).toBe(5);
    expect(floatsFor(aliceAs({ classes: ['MAGE'] }), A, def('water-barrier'))).toBe(true);
    expect(floatsFor(aliceAs({ classes: ['WARRIOR'] }), A, def('water-barrier'))).toBe(false);
  });

  it("'sudden-snow': you may banish a floating memory card to draw; allies enter the field rested this turn", () => {
    let s = aliceAs({});
    let fm: string[];
    [s, fm] = addCards(s, A, def('savage-arrow'), 'graveyard');
    [s] = activate(s, A, def('sudden-snow'));
    const hand = player(s, A).hand.length;
    s = drive(s, (t, legal) => acceptAll(t, legal) ?? (t.pending?.kind === 'banishFromGraveyard' ? legal.find((a) => a.type === 'chooseTarget' && a.target !== null) : undefined));
    expect(player(s, A).banishment).toContain(fm[0]);
    expect(player(s, A).hand.length).toBe(hand + 1);
    [s] = activate(s, A, def('tricky-chimps'));
    s = drive(s);
    expect(objectOf(s, 'tricky-chimps').rested).toBe(true);
  });

  it("'taiji-of-crystal-strategems': reservable; South to East while awake: you may rest it to deal 3 damage to a target champion you don't control", () => {
    expect(def('taiji-of-crystal-strategems').keywords).toContain('reservable');
    const run = (rested: boolean, accept: boolean): [number, boolean] => {
      let s = asKongming(aliceAs({}), A, 'south');
      let taiji: string;
      [s, taiji] = place(s, A, def('taiji-of-crystal-strategems'), { rested });
      s = turnCurrents(s, 'east', accept, (t, legal) => chooseTargetId(champion(t, B).id)(t, legal));
      expect(s.masteries?.[A]?.direction).toBe('east');
      return [champion(s, B).damage, s.objects[taiji]!.rested];
    };
    expect(run(false, true)).toEqual([3, true]);
    expect(run(false, false)).toEqual([0, false]);
    expect(run(true, true)).toEqual([0, true]);
  });

  it("'scorchfire-assassin': with an Assassin champion, up to three preparation counters removed as it attacks, +2 power each", () => {
    const run = (accepts: boolean[], classes = ['ASSASSIN']): [number, number] => {
      let s = bobAs({ classes });
      s = edit(s, (t) => { t.objects[player(t, B).champion!]!.counters.preparation = 3; });
      let sa: string;
      [s, sa] = place(s, B, def('scorchfire-assassin'), { enteredTurn: 0 });
      s = act(act(s, B, { type: 'attack', attacker: sa }), B, { type: 'chooseAttackTarget', target: champion(s, A).id });
      let i = 0;
      s = drive(s, (t, legal) => (t.pending?.kind === 'may' ? legal.find((a) => a.type === 'mayAnswer' && a.accept === (accepts[i++] ?? false)) : undefined));
      return [champion(s, A).damage, champion(s, B).counters.preparation ?? 0];
    };
    expect(run([true, true, false])).toEqual([5, 1]);
    expect(run([true, true, true])).toEqual([7, 0]);
    expect(run([true, true, true], ['WARRIOR'])).toEqual([1, 3]);
  });

  it("'strategem-of-myriad-ice': efficiency while the currents face East; each floating memory card banished deals 3 damage to a target unit you don't control", () => {
    expect(costNow(asKongming(aliceAs({}), A, 'east'), A, def('strategem-of-myriad-ice'))).toBe(5);
    expect(costNow(asKongming(aliceAs({}), A, 'north'), A, def('strategem-of-myriad-ice'))).toBe(6);
    let s = aliceAs({});
    let turtle: string;
    [s, turtle] = place(s, B, def('rippleback-terrapin'));
    [s] = addCards(s, A, def('savage-arrow'), 'graveyard', 2);
    [s] = activate(s, A, def('strategem-of-myriad-ice'));
    let n = 0;
    s = drive(s, (t, legal) => {
      if (t.pending?.kind === 'banishFromGraveyard') return legal.find((a) => a.type === 'chooseTarget' && a.target !== null) ?? legal.find((a) => a.type === 'chooseTarget');
      if (t.pending?.kind === 'triggerTargets') {
        const ids = legal.flatMap((a) => (a.type === 'chooseTarget' && a.target ? [a.target.id] : []));
        expect(ids).not.toContain(champion(t, A).id);
        return chooseTargetId(n++ === 0 ? turtle : champion(t, B).id)(t, legal);
      }
      return undefined;
    });
    expect(s.objects[turtle]!.damage).toBe(3);
    expect(champion(s, B).damage).toBe(3);
  });

  it("'seafletched-serpent': pride 2; with a Ranger or Tamer champion, on hit it may load itself into a target unloaded Bow you control", () => {
    let s = bobAs({ classes: ['RANGER'], level: 2 });
    let serpent: string, bow: string;
    [s, bow] = place(s, B, def('intricate-longbow'));
    [s, serpent] = place(s, B, def('seafletched-serpent'), { enteredTurn: 0 });
    const card = s.objects[serpent]!.card;
    s = act(act(s, B, { type: 'attack', attacker: serpent }), B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = drive(s, (t, legal) => acceptAll(t, legal) ?? chooseTargetId(bow)(t, legal));
    expect(s.objects[serpent]).toBeUndefined();
    expect(s.objects[bow]!.loaded ?? []).toContain(card);

    let low = asChampion(bobAs({}), B, { classes: ['RANGER'], level: 1, elements: ALL });
    [low, serpent] = place(low, B, def('seafletched-serpent'), { enteredTurn: 0 });
    expect(legalActions(low, B).some((a) => a.type === 'attack' && a.attacker === serpent)).toBe(false);
  });

  it("'palace-guard': taunt; with a Guardian champion it has retort 2", () => {
    const run = (classes: string[]): number => {
      let s = asChampion(bobAs({}), A, { classes, elements: ALL });
      let guard: string, zf: string;
      [s, guard] = place(s, A, def('palace-guard'));
      [s, zf] = place(s, B, def('shining-marchador'), { enteredTurn: 0 }); // 1 power, 2 life
      s = act(s, B, { type: 'attack', attacker: zf });
      const targets = legalActions(s, B).flatMap((a) => (a.type === 'chooseAttackTarget' ? [a.target] : []));
      expect(targets).toEqual([guard]); // taunt
      s = act(s, B, { type: 'chooseAttackTarget', target: guard });
      s = drive(s, (t, legal) => (t.pending?.kind === 'retaliate' ? legal.find((a) => a.type === 'retaliate' && a.unit === guard) : undefined));
      return s.objects[zf]?.damage ?? 99; // 99: destroyed
    };
    expect(run(['GUARDIAN'])).toBe(99); // 1 + 2 retort kills the 2-life horse
    expect(run(['MAGE'])).toBe(1);
  });

  it("'tidal-tirade': a target Human ally gets +1 life and retort 2 this turn; floating memory with a Guardian or Warrior champion", () => {
    let s = aliceAs({});
    let human: string, cat: string;
    [s, human] = place(s, A, def('kind-beastcaller'));
    [s, cat] = place(s, A, def('wildgrowth-feline'));
    let c: string;
    [s, c] = addCards(s, A, def('tidal-tirade'), 'hand').map((x, i) => (i === 1 ? (x as string[])[0] : x)) as [GameState, string];
    s = act(s, A, { type: 'activate', card: c });
    const targets = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target ? [a.target.id] : []));
    expect(targets).toContain(human);
    expect(targets).not.toContain(cat);
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(human) });
    s = drive(payReserve(s, A));
    expect(currentStat(s, s.objects[human]!, 'life')).toBe(3);
    expect(objDef(s, s.objects[human]!).keywordValues?.retort).toBe(2);
    expect(floatsFor(aliceAs({ classes: ['GUARDIAN'] }), A, def('tidal-tirade'))).toBe(true);
    expect(floatsFor(aliceAs({ classes: ['CLERIC'] }), A, def('tidal-tirade'))).toBe(false);
  });
});
