// Mage and Ranger regalia items and the first Kongming champion (Mage/Ranger share of issue 13).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { championLevel, enabledElements, hasKeyword, objDef } from '../../../src/engine/state/query.js';
import { refuse } from '../../engine/helpers.js';
import {
  A, B, act, addObject, answerMay, asClass, champion, edit, mainPhaseOf, materialize, passUntil, player, resolveAll, toMaterialize, useAbility, withDef, withLevel,
} from '../doa/support.js';

const shardOfEmpowerment = scriptedDef('shard-of-empowerment');
const tomeOfSorcery = scriptedDef('tome-of-sorcery');
const kongmingWaywardMaven = scriptedDef('kongming-wayward-maven');
const marksmansCharm = scriptedDef('marksmans-charm');
const wingedTalaria = scriptedDef('winged-talaria');
const imperialSeal = scriptedDef('imperial-seal');
const prismaticPerseverance = scriptedDef('prismatic-perseverance');
const enduraScepter = scriptedDef('endura-scepter-of-ignition');
const fanOfSevenDebts = scriptedDef('fan-of-seven-debts');

/** Alice in her main phase with `def` on her field. */
function withItem(def: CardDef, s: GameState = mainPhaseOf(A)): [GameState, string] {
  return addObject(withDef(s, def), A, def.slug);
}

const empowerOf = (s: GameState) => (s.empower ?? []).filter((e) => e.player === A).reduce((n, e) => n + e.amount, 0);

describe('shard-of-empowerment', () => {
  it("'shard-of-empowerment': banish it to Empower 2", () => {
    let [s, shard] = withItem(shardOfEmpowerment);
    s = resolveAll(useAbility(s, A, shard));
    expect(s.objects[shard]).toBeUndefined();
    expect(empowerOf(s)).toBe(2);
  });
});

describe('tome-of-sorcery', () => {
  it("'tome-of-sorcery': a level 2+ Mage draws a card into memory as it enters; rest it to Empower 1", () => {
    // Memory after materializing it (its memory cost of 1 was paid from memory).
    const memoryAfter = (level: number, mage: boolean): number => {
      const [s, card] = toMaterialize(tomeOfSorcery, 1, (t) => {
        const u = mage ? asClass(t, A, 'mage') : t;
        return withLevel(u, A, level - championLevel(u, A)); // level counters up to the level asked for
      });
      expect(championLevel(s, A)).toBe(level);
      return player(materialize(s, card), A).memory.length - player(s, A).memory.length;
    };
    expect(memoryAfter(2, true)).toBe(memoryAfter(2, false) + 1);
    expect(memoryAfter(1, true)).toBe(memoryAfter(2, false));

    let [s, tome] = withItem(tomeOfSorcery);
    s = resolveAll(useAbility(s, A, tome, 1));
    expect(s.objects[tome]!.rested).toBe(true);
    expect(empowerOf(s)).toBe(1);
  });
});

describe('kongming-wayward-maven', () => {
  it("'kongming-wayward-maven': as it enters you gain the Shifting Currents mastery, facing North", () => {
    let [s, card] = toMaterialize(kongmingWaywardMaven, 1);
    s = materialize(s, card);
    expect(champion(s, A).def).toBe('kongming-wayward-maven');
    expect(s.masteries?.[A]).toMatchObject({ def: 'shifting-currents', direction: 'north' });
  });

  it("'kongming-wayward-maven' (official ruling): the mastery is not an object, so nothing can target it", () => {
    let [s, card] = toMaterialize(kongmingWaywardMaven, 1);
    s = materialize(s, card);
    expect(Object.values(s.objects).some((o) => o.def === 'shifting-currents')).toBe(false);
  });
});

describe('fan-of-seven-debts', () => {
  function kongmingWithFan(): [GameState, string] {
    let [s, card] = toMaterialize(kongmingWaywardMaven, 1);
    s = materialize(s, card);
    s = passUntil(s, (t) => t.phase === 'main' && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
    return withItem(fanOfSevenDebts, s);
  }

  it("'fan-of-seven-debts': draws a card as it enters", () => {
    let [s, card] = toMaterialize(fanOfSevenDebts, 1);
    const hand = player(s, A).hand.length;
    s = materialize(s, card);
    expect(player(s, A).hand).toHaveLength(hand + 1);
  });

  it("'fan-of-seven-debts': with Kongming, banishing it turns the currents to a direction of your choice", () => {
    let [s, fan] = kongmingWithFan();
    s = useAbility(s, A, fan, 1);
    s = passUntil(s, (t) => t.pending?.kind === 'may');
    s = answerMay(s, A, false); // not East
    s = answerMay(s, A, true); // South
    s = resolveAll(s);
    expect(s.masteries?.[A]?.direction).toBe('south');
    expect(s.objects[fan]).toBeUndefined();
  });

  it("'fan-of-seven-debts': the direction must change: declining East and South leaves West", () => {
    let [s, fan] = kongmingWithFan();
    s = useAbility(s, A, fan, 1);
    s = passUntil(s, (t) => t.pending?.kind === 'may');
    s = answerMay(s, A, false);
    s = answerMay(s, A, false);
    s = resolveAll(s);
    expect(s.masteries?.[A]?.direction).toBe('west');
  });

  it("'fan-of-seven-debts': without the Kongming Bonus the ability can't be activated", () => {
    const [s, fan] = withItem(fanOfSevenDebts);
    refuse(s, A, { type: 'activateAbility', object: fan, index: 1 });
  });
});

describe('marksmans-charm', () => {
  it("'marksmans-charm': banish it: target unit gains true sight until end of turn", () => {
    let [s, charm] = withItem(marksmansCharm);
    let ally: string;
    [s, ally] = addObject(s, A, 'woodland-squirrels');
    s = useAbility(s, A, charm);
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: ally } });
    s = resolveAll(s);
    expect(hasKeyword(s, s.objects[ally]!, 'trueSight')).toBe(true);
    s = passUntil(s, (t) => t.players[t.turnPlayer]!.id === B);
    expect(hasKeyword(s, s.objects[ally]!, 'trueSight')).toBe(false);
  });
});

describe('winged-talaria', () => {
  it("'winged-talaria': pay (2) and banish it: target unit becomes distant", () => {
    let [s, boots] = withItem(wingedTalaria);
    const hand = player(s, A).hand.length;
    s = useAbility(s, A, boots);
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: champion(s, A).id } });
    while (s.pending?.kind === 'activation') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    s = resolveAll(s);
    expect(player(s, A).hand).toHaveLength(hand - 2);
    expect(champion(s, A).distant).toBe(true);
    expect(s.objects[boots]).toBeUndefined();
  });
});

describe('imperial-seal', () => {
  it("'imperial-seal': banish it: fire, water and wind are enabled for you until end of turn", () => {
    let [s, seal] = withItem(imperialSeal, asClass(mainPhaseOf(A), A, 'ranger'));
    expect(enabledElements(s, A)).not.toContain('WATER');
    s = resolveAll(useAbility(s, A, seal));
    for (const e of ['FIRE', 'WATER', 'WIND'] as const) expect(enabledElements(s, A)).toContain(e);
    expect(enabledElements(s, B)).not.toContain('ARCANE');
    s = passUntil(s, (t) => t.players[t.turnPlayer]!.id === B);
    expect(enabledElements(s, A)).not.toContain('WATER');
  });

  it("'imperial-seal' (official ruling): your champion's element does not change", () => {
    let [s, seal] = withItem(imperialSeal, asClass(mainPhaseOf(A), A, 'ranger'));
    const before = objDef(s, champion(s, A)).elements;
    s = resolveAll(useAbility(s, A, seal));
    expect(objDef(s, champion(s, A)).elements).toEqual(before);
  });

  it("'imperial-seal': Divine Relic", () => {
    expect(imperialSeal.keywords).toContain('divineRelic');
  });
});

describe('prismatic-perseverance', () => {
  it("'prismatic-perseverance': with a level 2+ champion that has 15+ damage, every element is enabled for you", () => {
    const [s] = withItem(prismaticPerseverance);
    const hurt = (t: GameState, damage: number) => edit(t, (u) => { u.objects[player(u, A).champion!]!.damage = damage; });
    expect(enabledElements(withLevel(hurt(s, 15), A, 2), A)).toEqual(expect.arrayContaining(['ARCANE', 'UMBRA', 'LUXEM', 'TERA', 'WIND']));
    expect(enabledElements(withLevel(hurt(s, 14), A, 2), A)).not.toContain('ARCANE');
    expect(enabledElements(withLevel(hurt(s, 15), A, 1), A)).not.toContain('ARCANE');
    expect(enabledElements(withLevel(hurt(s, 15), A, 2), B)).not.toContain('ARCANE');
  });
});

describe('endura-scepter-of-ignition', () => {
  it("'endura-scepter-of-ignition': rest it and remove an enlighten counter from your champion: 1 damage to target unit", () => {
    let [s, scepter] = withItem(enduraScepter);
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.enlighten = 2; });
    s = useAbility(s, A, scepter);
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: champion(s, B).id } });
    s = resolveAll(s);
    expect(champion(s, B).damage).toBe(1);
    expect(champion(s, A).counters.enlighten).toBe(1);
    expect(s.objects[scepter]!.rested).toBe(true);
  });

  it("'endura-scepter-of-ignition': not without an enlighten counter, and only at slow speed", () => {
    const [s, scepter] = withItem(enduraScepter);
    refuse(s, A, { type: 'activateAbility', object: scepter, index: 0 });
    let t = edit(s, (u) => { u.objects[player(u, A).champion!]!.counters.enlighten = 1; });
    t = passUntil(t, (u) => u.players[u.turnPlayer]!.id === B && u.phase === 'main');
    expect(legalActions(t, A).some((a) => a.type === 'activateAbility' && a.object === scepter)).toBe(false);
  });
});
