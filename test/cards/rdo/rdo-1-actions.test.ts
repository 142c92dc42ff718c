// rdo-1: actions that deal damage, prevent it, draw, recover and cost less (cards with a printing in RDO).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard, preventNextDamage, reserve, target, targetUnit } from '../../../src/cards/define.js';
import { A, B, act, atMain, edit, glimpseAllBottom, mainPhaseOf, passUntil, player, resolveAll, withLevel } from '../doa/support.js';
import type { GameState } from '../../../src/engine/index.js';
import { as, fill, obj, paid, place } from '../doa/round2-helpers.js';
import { addCards, cast, castOnly, champ, damageOf, testSpell, withChampionDamage } from './rdo-1-support.js';

const shield = testSpell('test-shield-5', [preventNextDamage(target(0), 5)], [targetUnit()]);
const bobAlly = scriptedDef('bladed-riftseer');
const aliceMayAct = (s: GameState) => !!s.opportunity && s.players[s.opportunity.player]!.id === A && !s.pending;
const tough = (s: GameState) => edit(s, (t) => { t.defs[t.objects[player(t, A).champion!]!.def]!.life = 60; });
const withCurrents = (s: GameState, direction: 'north' | 'south') =>
  edit(s, (t) => { t.masteries = { ...t.masteries, [A]: { def: 'shifting-currents', counters: {}, direction } }; });

describe("'blaze-alight'", () => {
  const def = scriptedDef('blaze-alight');
  it('deals 3 unpreventable damage, 5 with the Mage class bonus', () => {
    const run = (cls: 'mage' | 'warrior') => {
      let s = as(mainPhaseOf(A), A, cls, 'EXALTED', 'FIRE');
      s = cast(s, A, shield, [obj(champ(s, B))]);
      s = cast(s, A, def, [obj(champ(s, B))]);
      return damageOf(s, champ(s, B));
    };
    expect(run('warrior')).toBe(3);
    expect(run('mage')).toBe(5);
  });
});

describe("'bathe-in-light'", () => {
  const def = scriptedDef('bathe-in-light');
  it('recovers 4 now and 4 more at the beginning of your next recollection phase only', () => {
    let s = withChampionDamage(as(mainPhaseOf(A), A, 'cleric', 'LUXEM'), A, 12);
    s = cast(s, A, def);
    expect(damageOf(s, champ(s, A))).toBe(8);
    s = passUntil(s, atMain(B));
    expect(damageOf(s, champ(s, A))).toBe(8);
    s = passUntil(s, atMain(A));
    expect(damageOf(s, champ(s, A))).toBe(4);
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(damageOf(s, champ(s, A))).toBe(4);
  });
});

describe("'crimson-rupture'", () => {
  const def = scriptedDef('crimson-rupture');
  it('destroys target item or weapon; costs 2 less with 20+ damage on your champion', () => {
    let s = as(mainPhaseOf(A), A, 'mage', 'EXIA');
    let sword: string;
    [s, sword] = place(s, B, scriptedDef('cheap-sword'));
    s = fill(s, A, 6);
    expect(paid(s, A, def, [obj(sword)])).toBe(3);
    expect(paid(withChampionDamage(tough(s), A, 20), A, def, [obj(sword)])).toBe(1);
    s = cast(s, A, def, [obj(sword)]);
    expect(s.field).not.toContain(sword);
  });
});

describe("'dematerialize'", () => {
  const def = scriptedDef('dematerialize');
  it("returns a target regalia to its owner's material deck", () => {
    let s = as(mainPhaseOf(A), A, 'cleric', 'WIND');
    let sword: string;
    [s, sword] = place(s, B, scriptedDef('archon-broadsword'));
    const card = s.objects[sword]!.card;
    s = cast(s, A, def, [obj(sword)]);
    expect(s.field).not.toContain(sword);
    expect(player(s, B).materialDeck).toContain(card);
  });
});

describe("'exia-sight'", () => {
  const def = scriptedDef('exia-sight');
  const three = defineCard({ slug: 'test-three', name: 'Three', types: ['ACTION'], element: 'NORM', cost: reserve(3), speed: true }, { onResolve: [] });
  it('draws a card; with 20+ damage the next card you activate this turn costs 1 less', () => {
    const run = (damage: number) => {
      let s = withChampionDamage(tough(as(mainPhaseOf(A), A, 'cleric', 'EXIA')), A, damage);
      const hand = player(s, A).hand.length;
      s = cast(s, A, def);
      const drew = player(s, A).hand.length - hand - 8;
      s = fill(s, A, 5);
      return [drew, paid(s, A, three)];
    };
    expect(run(0)).toEqual([1, 3]);
    expect(run(20)).toEqual([1, 2]);
  });
});

describe("'fireball'", () => {
  const def = scriptedDef('fireball');
  it('deals 1 + LV damage to target unit; costs 2 less for a Mage', () => {
    let s = withLevel(as(mainPhaseOf(A), A, 'mage', 'FIRE'), A, 2); // level 1 + 2
    s = fill(s, A, 6);
    expect(paid(s, A, def, [obj(champ(s, B))])).toBe(2);
    expect(paid(as(s, A, 'warrior', 'FIRE'), A, def, [obj(champ(s, B))])).toBe(4);
    s = cast(s, A, def, [obj(champ(s, B))]);
    expect(damageOf(s, champ(s, B))).toBe(4);
  });
});

describe("'harmonious-mantra'", () => {
  const def = scriptedDef('harmonious-mantra');
  it('recovers 3, or 3 + LV while your Shifting Currents face North', () => {
    let s = withChampionDamage(withLevel(as(mainPhaseOf(A), A, 'mage'), A, 1), A, 15);
    let t = cast(s, A, def);
    expect(damageOf(t, champ(t, A))).toBe(12);
    t = cast(withCurrents(s, 'south'), A, def);
    expect(damageOf(t, champ(t, A))).toBe(12);
    s = withCurrents(s, 'north');
    t = cast(s, A, def);
    expect(damageOf(t, champ(t, A))).toBe(10);
  });
});

describe("'imperial-countermeasure'", () => {
  const def = scriptedDef('imperial-countermeasure');
  it('prevents the next 4 damage to target unit this turn and draws a card into memory', () => {
    let s = as(mainPhaseOf(A), A, 'guardian', 'EXALTED', 'FIRE');
    const [memory, deck] = [player(s, A).memory.length, player(s, A).mainDeck.length];
    s = cast(s, A, def, [obj(champ(s, A))]);
    expect(player(s, A).memory.length).toBe(memory + 2); // the card paid with, and the card drawn
    expect(player(s, A).mainDeck.length).toBe(deck - 1);
    s = cast(s, A, testSpell('test-hit-6', [{ op: 'dealDamage', to: target(0), amount: 6 }], [targetUnit()]), [obj(champ(s, A))]);
    expect(damageOf(s, champ(s, A))).toBe(2);
  });
});

describe("'deflecting-edge'", () => {
  const def = scriptedDef('deflecting-edge');
  it('costs 1 less with a Sword weapon', () => {
    let s = fill(as(mainPhaseOf(A), A, 'warrior'), A, 4);
    expect(paid(s, A, def, [obj(champ(s, A))])).toBe(1);
    [s] = place(s, A, scriptedDef('cheap-sword'));
    expect(paid(s, A, def, [obj(champ(s, A))])).toBe(0);
  });
  it('prevents only combat damage (ruling), from any number of sources up to 3 in all (ruling)', () => {
    let s = passUntil(as(mainPhaseOf(A), A, 'warrior'), atMain(B));
    let a1: string, a2: string;
    [s, a1] = place(s, B, bobAlly, { enteredTurn: 0 });
    [s, a2] = place(s, B, bobAlly, { enteredTurn: 0 });
    s = act(s, B, { type: 'attack', attacker: a1 });
    s = act(s, B, { type: 'chooseAttackTarget', target: champ(s, A) });
    s = passUntil(s, aliceMayAct);
    s = cast(s, A, def, [obj(champ(s, A))]); // 3 of combat damage to prevent this turn
    s = passUntil(s, atMain(B));
    expect(damageOf(s, champ(s, A))).toBe(0); // 2 prevented, 1 left
    s = cast(s, B, testSpell('test-hit-2', [{ op: 'dealDamage', to: target(0), amount: 2 }], [targetUnit()]), [obj(champ(s, A))]);
    expect(damageOf(s, champ(s, A))).toBe(2); // non-combat: not prevented
    s = act(s, B, { type: 'attack', attacker: a2 });
    s = act(s, B, { type: 'chooseAttackTarget', target: champ(s, A) });
    s = passUntil(s, atMain(B));
    expect(damageOf(s, champ(s, A))).toBe(3); // a second source: the last 1 prevented
  });
});

describe("'diffusive-block'", () => {
  const def = scriptedDef('diffusive-block');
  it('costs 1 less with a Shield item; prevents the next 2 damage; floating memory with the class bonus', () => {
    let s = fill(as(mainPhaseOf(A), A, 'guardian', 'WATER'), A, 4);
    expect(paid(s, A, def, [obj(champ(s, A))])).toBe(2);
    [s] = place(s, A, scriptedDef('alliance-gearshield'));
    expect(paid(s, A, def, [obj(champ(s, A))])).toBe(1);
    s = cast(s, A, def, [obj(champ(s, A))]);
    s = cast(s, A, testSpell('test-hit-3', [{ op: 'dealDamage', to: target(0), amount: 3 }], [targetUnit()]), [obj(champ(s, A))]);
    expect(damageOf(s, champ(s, A))).toBe(1);
    expect(def.abilities).toContainEqual(expect.objectContaining({ effect: { kind: 'keyword', keyword: 'floatingMemory' } }));
  });
});

describe("'fairy-whispers'", () => {
  const def = scriptedDef('fairy-whispers');
  const wind = defineCard({ slug: 'test-wind', name: 'Wind', types: ['ACTION'], element: 'WIND', cost: reserve(1) }, { onResolve: [] });
  it('glimpses 3, then reveals the top card and takes it only if it is wind element', () => {
    const run = (fourth: 'test-wind' | 'smoke-out') => {
      let s = as(mainPhaseOf(A), A, 'mage', 'WIND');
      s = addCards(s, A, fourth, 1, 'mainDeck', wind);
      s = addCards(s, A, 'smoke-out', 3, 'mainDeck');
      const card = player(s, A).mainDeck[3]!;
      s = castOnly(s, A, def);
      s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
      [s] = glimpseAllBottom(s, A);
      s = resolveAll(s);
      return [player(s, A).hand.includes(card), player(s, A).mainDeck[0] === card];
    };
    expect(run('test-wind')).toEqual([true, false]);
    expect(run('smoke-out')).toEqual([false, true]);
  });
});
