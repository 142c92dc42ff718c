// The Kongming lineage, Shifting Currents items, and the Nameless Champions (Mage/Ranger share of issue 13).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef, Direction, Element } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { refuse } from '../../engine/helpers.js';
import {
  A, B, act, addCard, addObject, answerMay, asClass, champion, edit, enable, mainPhaseOf, materialize, passUntil, player, resolveAll, toMaterialize, useAbility, withDef,
} from '../doa/support.js';

const asceticVice = scriptedDef('kongming-ascetic-vice');
const felEidolon = scriptedDef('kongming-fel-eidolon');
const waywardMaven = scriptedDef('kongming-wayward-maven');
const fan = scriptedDef('fan-of-seven-debts');
const ebbingTide = scriptedDef('ebbing-tide');
const cloudstoneOrb = scriptedDef('cloudstone-orb');
const namelessRT = scriptedDef('nameless-champion-rt');
const namelessMW = scriptedDef('nameless-champion-mw');
const namelessMR = scriptedDef('nameless-champion-mr');

/** `who`'s champion becomes `top`, with the given cards beneath it in its lineage; they face `direction`. */
function kongming(s: GameState, top: CardDef, below: CardDef[], direction: Direction | null = 'north'): GameState {
  for (const d of [top, ...below]) s = withDef(s, d);
  const cards: string[] = [];
  for (const d of below) {
    let c: string;
    [s, c] = addCard(s, A, d.slug, 'banishment');
    cards.push(c);
  }
  return edit(s, (t) => {
    const p = player(t, A);
    p.banishment = p.banishment.filter((c) => !cards.includes(c));
    const o = t.objects[p.champion!]!;
    o.def = top.slug;
    o.lineage = [...o.lineage, ...cards];
    if (direction) t.masteries = { ...(t.masteries ?? {}), [A]: { def: 'shifting-currents', counters: {}, direction } };
  });
}

/** Use the fan (Kongming Bonus) to turn the currents: accept the `nth` direction offered (the last is forced). */
function turnWithFan(s: GameState, nth: number): GameState {
  let f: string;
  [s, f] = addObject(withDef(s, fan), A, fan.slug);
  s = useAbility(s, A, f, 1);
  for (let i = 0; i < nth; i++) {
    s = passUntil(s, (t) => t.pending?.kind === 'may');
    s = answerMay(s, A, i === nth - 1);
  }
  return s;
}

const settled = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
const empowerOf = (s: GameState) => (s.empower ?? []).filter((e) => e.player === A).reduce((n, e) => n + e.amount, 0);

describe('kongming-ascetic-vice', () => {
  it("'kongming-ascetic-vice': levels up from Kongming and Empowers 3 as it enters", () => {
    const [s0, card] = toMaterialize(asceticVice, 2, (t) => kongming(t, waywardMaven, []));
    const s = materialize(s0, card);
    expect(champion(s, A).def).toBe(asceticVice.slug);
    expect(empowerOf(s)).toBe(3);
  });

  it("'kongming-ascetic-vice': inherited, the currents turning from North to South draw a card", () => {
    let s = kongming(mainPhaseOf(A), felEidolon, [waywardMaven, asceticVice]);
    const hand = player(s, A).hand.length;
    s = settled(turnWithFan(s, 2)); // north -> south
    expect(s.masteries?.[A]?.direction).toBe('south');
    expect(player(s, A).hand).toHaveLength(hand + 1);
  });

  it("'kongming-ascetic-vice': any other turn of the currents draws nothing", () => {
    let s = kongming(mainPhaseOf(A), asceticVice, [waywardMaven]);
    const hand = player(s, A).hand.length;
    s = settled(turnWithFan(s, 1)); // north -> east
    expect(s.masteries?.[A]?.direction).toBe('east');
    expect(player(s, A).hand).toHaveLength(hand);
    s = kongming(mainPhaseOf(A), asceticVice, [waywardMaven], 'east');
    s = settled(turnWithFan(s, 2)); // east -> south
    expect(s.masteries?.[A]?.direction).toBe('south');
    expect(player(s, A).hand).toHaveLength(hand);
  });
});

describe('kongming-fel-eidolon', () => {
  const teraCard = defineCard({ slug: 'test-tera-rock', name: 'Test Tera Rock', types: ['ACTION'], element: 'TERA', cost: reserve(1) }, {});
  const spell = (element: Element): CardDef =>
    defineCard({ slug: `test-${element.toLowerCase()}-spell`, name: 'Test Spell', types: ['ACTION'], subtypes: ['MAGE', 'SPELL'], classes: ['MAGE'], element, cost: reserve(0), speed: true }, { onResolve: [] });

  it("'kongming-fel-eidolon': as it enters, recover one for each tera element card in your banishment", () => {
    const [s0, card] = toMaterialize(felEidolon, 3, (t) => {
      let u = edit(kongming(t, asceticVice, [waywardMaven]), (v) => { v.objects[player(v, A).champion!]!.damage = 10; });
      u = withDef(u, teraCard);
      for (let i = 0; i < 3; i++) [u] = addCard(u, A, teraCard.slug, 'banishment');
      [u] = addCard(u, A, 'smoke-out', 'banishment'); // not tera
      return u;
    });
    const s = materialize(s0, card);
    expect(champion(s, A).def).toBe(felEidolon.slug);
    expect(champion(s, A).damage).toBe(7);
  });

  it("'kongming-fel-eidolon' (official ruling): each Spell you activate may turn the currents one step only, to an adjacent direction", () => {
    let s = kongming(mainPhaseOf(A), felEidolon, [waywardMaven, asceticVice]);
    const cast = (t: GameState): GameState => {
      const def = spell('WIND');
      let c: string;
      [t, c] = addCard(enable(withDef(t, def), A, 'WIND'), A, def.slug);
      t = act(t, A, { type: 'activate', card: c });
      return passUntil(t, (u) => u.pending?.kind === 'may');
    };
    s = cast(s);
    s = answerMay(s, A, false); // not East
    s = answerMay(s, A, true); // West
    s = settled(s);
    expect(s.masteries?.[A]?.direction).toBe('west');
    // From West the steps offered are North and South, never East.
    s = cast(s);
    s = answerMay(s, A, false);
    s = answerMay(s, A, false);
    s = settled(s);
    expect(s.masteries?.[A]?.direction).toBe('west');
    s = cast(s);
    s = answerMay(s, A, true); // North
    s = settled(s);
    expect(s.masteries?.[A]?.direction).toBe('north');
  });
});

describe('ebbing-tide', () => {
  it("'ebbing-tide': enters rested; rest it to Empower 2 only while the currents face East or West", () => {
    const [m, card] = toMaterialize(ebbingTide, 0, (t) => enable(t, A, 'WATER'));
    const entered = materialize(m, card);
    expect(Object.values(entered.objects).find((o) => o.card === card)!.rested).toBe(true);

    let s = kongming(mainPhaseOf(A), waywardMaven, [], 'north');
    let tide: string;
    [s, tide] = addObject(withDef(s, ebbingTide), A, ebbingTide.slug);
    refuse(s, A, { type: 'activateAbility', object: tide, index: 0 });
    s = edit(s, (t) => { t.masteries![A]!.direction = 'west'; });
    s = resolveAll(useAbility(s, A, tide, 0));
    expect(empowerOf(s)).toBe(2);
  });

  it("'ebbing-tide': at slow speed, facing North or South, rest and banish it to Empower X (water cards in your graveyard)", () => {
    let s = kongming(mainPhaseOf(A), waywardMaven, [], 'south');
    const water = defineCard({ slug: 'test-water-card', name: 'Test Water', types: ['ACTION'], element: 'WATER', cost: reserve(1) }, {});
    s = withDef(s, water);
    for (let i = 0; i < 4; i++) [s] = addCard(s, A, water.slug, 'graveyard');
    let tide: string;
    [s, tide] = addObject(withDef(s, ebbingTide), A, ebbingTide.slug);
    refuse(edit(s, (t) => { t.masteries![A]!.direction = 'east'; }), A, { type: 'activateAbility', object: tide, index: 1 });
    s = resolveAll(useAbility(s, A, tide, 1));
    expect(empowerOf(s)).toBe(4);
    expect(s.objects[tide]).toBeUndefined();
  });
});

describe('cloudstone-orb', () => {
  it("'cloudstone-orb': as it enters, Empower X for the wind element non-champion objects you control (itself included)", () => {
    const windAlly = defineCard({ slug: 'test-wind-ally', name: 'Test Wind Ally', types: ['ALLY'], element: 'WIND', cost: reserve(1), power: 1, life: 1 }, {});
    const [m, card] = toMaterialize(cloudstoneOrb, 0, (t) => {
      let u = enable(withDef(t, windAlly), A, 'WIND');
      [u] = addObject(u, A, windAlly.slug);
      [u] = addObject(u, A, windAlly.slug);
      [u] = addObject(u, B, windAlly.slug); // not yours
      return u;
    });
    const s = materialize(m, card);
    expect(empowerOf(s)).toBe(3);
  });

  it("'cloudstone-orb': a Mage pays (3) to return it to the material deck", () => {
    let [s, orb] = addObject(withDef(asClass(mainPhaseOf(A), A, 'mage'), cloudstoneOrb), A, cloudstoneOrb.slug);
    const card = s.objects[orb]!.card!;
    s = useAbility(s, A, orb, 1);
    while (s.pending?.kind === 'activation') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    s = resolveAll(s);
    expect(s.objects[orb]).toBeUndefined();
    expect(player(s, A).materialDeck).toContain(card);
    const [t, orb2] = addObject(withDef(mainPhaseOf(A), cloudstoneOrb), A, cloudstoneOrb.slug);
    refuse(t, A, { type: 'activateAbility', object: orb2, index: 1 });
  });
});

describe('nameless-champion-rt', () => {
  it("'nameless-champion-rt': once only, (6) draws a card and puts a level counter on it", () => {
    const [m, card] = toMaterialize(namelessRT, 1);
    let s = passUntil(materialize(m, card), (t) => t.phase === 'main' && t.stack.length === 0 && !t.pending);
    expect(champion(s, A).def).toBe(namelessRT.slug);
    s = edit(s, (t) => {
      const p = player(t, A);
      p.hand = [...p.hand, ...p.mainDeck.slice(0, 6)];
      p.mainDeck = p.mainDeck.slice(6);
    });
    const hand = player(s, A).hand.length;
    s = useAbility(s, A, champion(s, A).id, 1);
    while (s.pending?.kind === 'activation') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    s = resolveAll(s);
    expect(champion(s, A).counters.level).toBe(1);
    expect(player(s, A).hand).toHaveLength(hand - 6 + 1);
    refuse(s, A, { type: 'activateAbility', object: champion(s, A).id, index: 1 });
  });

  it("'nameless-champion-rt': it can't level up", () => {
    const level2 = defineCard({ slug: 'test-level-2', name: 'Test Level Two', types: ['CHAMPION'], element: 'NORM', cost: { kind: 'memory', value: 0 }, level: 2, life: 20 }, {});
    const [s] = toMaterialize(level2, 0, (t) => edit(withDef(t, namelessRT), (u) => { u.objects[player(u, A).champion!]!.def = namelessRT.slug; }));
    const card = player(s, A).materialDeck.find((c) => s.cards[c]!.def === level2.slug)!;
    refuse(s, A, { type: 'materialize', card }, 'game-terms.md#level-up');
  });
});

describe('nameless-champion-mw', () => {
  it("'nameless-champion-mw': can't level up; (6) once for a card and a level counter", () => {
    expect(namelessMW.abilities).toEqual(namelessRT.abilities);
    const level2 = defineCard({ slug: 'test-level-2', name: 'Test Level Two', types: ['CHAMPION'], element: 'NORM', cost: { kind: 'memory', value: 0 }, level: 2, life: 20 }, {});
    const [s] = toMaterialize(level2, 0, (t) => edit(withDef(t, namelessMW), (u) => { u.objects[player(u, A).champion!]!.def = namelessMW.slug; }));
    const card = player(s, A).materialDeck.find((c) => s.cards[c]!.def === level2.slug)!;
    refuse(s, A, { type: 'materialize', card }, 'game-terms.md#level-up');
  });
});

describe('nameless-champion-mr', () => {
  it("'nameless-champion-mr': can't level up; (6) once for a card and a level counter", () => {
    expect(namelessMR.abilities).toEqual(namelessRT.abilities);
    const level2 = defineCard({ slug: 'test-level-2', name: 'Test Level Two', types: ['CHAMPION'], element: 'NORM', cost: { kind: 'memory', value: 0 }, level: 2, life: 20 }, {});
    const [s] = toMaterialize(level2, 0, (t) => edit(withDef(t, namelessMR), (u) => { u.objects[player(u, A).champion!]!.def = namelessMR.slug; }));
    const card = player(s, A).materialDeck.find((c) => s.cards[c]!.def === level2.slug)!;
    refuse(s, A, { type: 'materialize', card }, 'game-terms.md#level-up');
  });
});
