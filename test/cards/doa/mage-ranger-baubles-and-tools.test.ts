// Mage baubles and staves, Ranger lenses and treads (Mage/Ranger share of issue 13).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef, Element } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { refuse } from '../../engine/helpers.js';
import {
  A, B, act, addCard, addObject, answerMay, asClass, atMain, champion, edit, enable, mainPhaseOf, materialize, passUntil, player, resolveAll, toMaterialize,
  untilPending, useAbility, withDef,
} from './support.js';

const fireBauble = scriptedDef('fire-resonance-bauble');
const waterBauble = scriptedDef('water-resonance-bauble');
const windBauble = scriptedDef('wind-resonance-bauble');
const foresightLens = scriptedDef('foresight-lens');
const lifeEssenceAmulet = scriptedDef('life-essence-amulet');
const quickstepTreads = scriptedDef('quickstep-treads');
const veilarasPromise = scriptedDef('veilaras-promise');
const ventus = scriptedDef('ventus-staff-of-zephyrs');

/** Give `who`'s champion this element only (a test-only edit of its definition). */
const championElement = (s: GameState, who: PlayerId, element: Element): GameState =>
  edit(s, (t) => {
    const o = t.objects[player(t, who).champion!]!;
    t.defs[`elemental-${element}`] = { ...t.defs[o.def]!, slug: `elemental-${element}`, elements: [element] };
    o.def = `elemental-${element}`;
  });

function withItem(def: CardDef, s: GameState = mainPhaseOf(A), who: PlayerId = A): [GameState, string] {
  return addObject(withDef(s, def), who, def.slug);
}

const spell = (slug: string, element: Element, classes: string[], subtypes: string[]): CardDef =>
  defineCard({ slug, name: slug, types: ['ACTION'], subtypes, classes, element, cost: reserve(0), speed: true }, { onResolve: [] });
const windMageSpell = spell('test-wind-mage-spell', 'WIND', ['MAGE'], ['MAGE', 'SPELL']);
const fireMageSpell = spell('test-fire-mage-spell', 'FIRE', ['MAGE'], ['MAGE', 'SPELL']);
const windSkill = spell('test-wind-skill', 'WIND', ['MAGE'], ['MAGE', 'SKILL']);

/** Alice activates a zero-cost card from her hand and everything resolves. */
function cast(s: GameState, def: CardDef): GameState {
  let card: string;
  [s, card] = addCard(withDef(s, def), A, def.slug);
  s = enable(s, A, ...def.elements);
  return act(s, A, { type: 'activate', card });
}

describe('fire-resonance-bauble', () => {
  it("'fire-resonance-bauble': banish it to draw, only while an opponent controls a fire element champion", () => {
    let [s, bauble] = withItem(fireBauble);
    refuse(championElement(s, B, 'WATER'), A, { type: 'activateAbility', object: bauble, index: 0 });
    s = championElement(s, B, 'FIRE');
    const hand = player(s, A).hand.length;
    s = resolveAll(useAbility(s, A, bauble));
    expect(player(s, A).hand).toHaveLength(hand + 1);
    expect(s.objects[bauble]).toBeUndefined();
  });

  it("'fire-resonance-bauble': your own fire champion does not count", () => {
    const [s, bauble] = withItem(fireBauble);
    refuse(championElement(championElement(s, A, 'FIRE'), B, 'WIND'), A, { type: 'activateAbility', object: bauble, index: 0 });
  });
});

describe('water-resonance-bauble', () => {
  it("'water-resonance-bauble': banish it to draw, only while an opponent controls a water element champion", () => {
    let [s, bauble] = withItem(waterBauble);
    refuse(championElement(s, B, 'FIRE'), A, { type: 'activateAbility', object: bauble, index: 0 });
    s = championElement(s, B, 'WATER');
    const hand = player(s, A).hand.length;
    s = resolveAll(useAbility(s, A, bauble));
    expect(player(s, A).hand).toHaveLength(hand + 1);
  });
});

describe('wind-resonance-bauble', () => {
  it("'wind-resonance-bauble': banish it to draw, only while an opponent controls a wind element champion", () => {
    let [s, bauble] = withItem(windBauble);
    refuse(championElement(s, B, 'WATER'), A, { type: 'activateAbility', object: bauble, index: 0 });
    s = championElement(s, B, 'WIND');
    const hand = player(s, A).hand.length;
    s = resolveAll(useAbility(s, A, bauble));
    expect(player(s, A).hand).toHaveLength(hand + 1);
  });
});

describe('foresight-lens', () => {
  it("'foresight-lens': banish it to glimpse 2, or 4 while your champion is distant", () => {
    let [s, lens] = withItem(foresightLens);
    let t = untilPending(useAbility(s, A, lens), 'glimpse');
    expect(t.pending?.kind === 'glimpse' && t.pending.cards).toHaveLength(2);
    s = edit(s, (u) => { u.objects[player(u, A).champion!]!.distant = true; });
    t = untilPending(useAbility(s, A, lens), 'glimpse');
    expect(t.pending?.kind === 'glimpse' && t.pending.cards).toHaveLength(4);
  });
});

describe('life-essence-amulet', () => {
  /** Bob's turn: Alice's ally dies to a destroy effect made by the test. */
  function allyDiesOn(turnOf: PlayerId): GameState {
    let s = turnOf === A ? mainPhaseOf(A) : passUntil(mainPhaseOf(A), atMain(B));
    [s] = withItem(lifeEssenceAmulet, s);
    let ally: string;
    [s, ally] = addObject(s, A, 'woodland-squirrels');
    const killer = defineCard({ slug: 'test-kill', name: 'Test Kill', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
      { targets: [{ kind: 'ally' }], onResolve: [{ op: 'destroy', subject: { ref: 'target', index: 0 } }] });
    let card: string;
    [s, card] = addCard(withDef(s, killer), turnOf, killer.slug);
    s = act(s, turnOf, { type: 'activate', card });
    s = act(s, turnOf, { type: 'chooseTarget', target: { kind: 'object', id: ally } });
    return passUntil(s, (t) => t.pending?.kind === 'may' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
  }

  it("'life-essence-amulet': an ally of yours dies on another player's turn: you may banish it to draw", () => {
    let s = allyDiesOn(B);
    expect(s.pending?.kind).toBe('may');
    const hand = player(s, A).hand.length;
    s = resolveAll(answerMay(s, A, true));
    expect(player(s, A).hand).toHaveLength(hand + 1);
    expect(Object.values(s.objects).some((o) => o.def === 'life-essence-amulet')).toBe(false);
  });

  it("'life-essence-amulet': declining keeps it and draws nothing; on your own turn it does not trigger", () => {
    let s = allyDiesOn(B);
    const hand = player(s, A).hand.length;
    s = resolveAll(answerMay(s, A, false));
    expect(player(s, A).hand).toHaveLength(hand);
    expect(Object.values(s.objects).some((o) => o.def === 'life-essence-amulet')).toBe(true);
    const own = allyDiesOn(A);
    expect(own.pending?.kind).not.toBe('may');
  });
});

describe('quickstep-treads', () => {
  it("'quickstep-treads': draws a card as it enters", () => {
    let [s, card] = toMaterialize(quickstepTreads, 1);
    const hand = player(s, A).hand.length;
    s = materialize(s, card);
    expect(player(s, A).hand).toHaveLength(hand + 1);
  });

  it("'quickstep-treads': on your turn, with your Ranger champion distant, opponents' cards cost (2) more", () => {
    const pricey = defineCard({ slug: 'test-instant', name: 'Test Instant', types: ['ACTION'], element: 'NORM', cost: reserve(1), speed: true }, { onResolve: [] });
    const costFor = (distant: boolean, ranger: boolean): number => {
      let [s] = withItem(quickstepTreads, ranger ? asClass(mainPhaseOf(A), A, 'ranger') : mainPhaseOf(A));
      s = edit(s, (u) => { u.objects[player(u, A).champion!]!.distant = distant; });
      let card: string;
      [s, card] = addCard(withDef(s, pricey), B, pricey.slug);
      // Bob responds on Alice's turn: Alice acts, then passes priority to Bob with something on the stack.
      let spare: string;
      [s, spare] = addCard(withDef(s, pricey), A, pricey.slug);
      s = act(s, A, { type: 'activate', card: spare });
      while (s.pending?.kind === 'activation') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
      s = act(s, A, { type: 'pass' });
      s = act(s, B, { type: 'activate', card });
      return s.pending?.kind === 'activation' ? s.pending.draft.reserveNeeded : -1;
    };
    expect(costFor(true, true)).toBe(3);
    expect(costFor(false, true)).toBe(1);
    expect(costFor(true, false)).toBe(1);
  });
});

describe('veilaras-promise', () => {
  it("'veilaras-promise': a refinement counter for each Spell you activate; from the third, you may banish it to draw", () => {
    let [s, promise] = withItem(veilarasPromise);
    s = resolveAll(cast(s, fireMageSpell));
    s = resolveAll(cast(s, windSkill)); // not a Spell
    s = resolveAll(cast(s, fireMageSpell));
    expect(s.objects[promise]!.counters.refinement).toBe(2);
    s = cast(s, fireMageSpell);
    s = passUntil(s, (t) => t.pending?.kind === 'may');
    expect(s.objects[promise]!.counters.refinement).toBe(3);
    const hand = player(s, A).hand.length;
    s = resolveAll(answerMay(s, A, true));
    expect(player(s, A).hand).toHaveLength(hand + 1);
    expect(s.objects[promise]).toBeUndefined();
  });
});

describe('ventus-staff-of-zephyrs', () => {
  it("'ventus-staff-of-zephyrs': a refinement counter for each wind Mage Spell you activate; spend one for an enlighten counter", () => {
    let [s, staff] = withItem(ventus);
    s = resolveAll(cast(s, windMageSpell));
    s = resolveAll(cast(s, fireMageSpell)); // not wind
    s = resolveAll(cast(s, windSkill)); // not a Spell
    expect(s.objects[staff]!.counters.refinement).toBe(1);
    s = resolveAll(useAbility(s, A, staff, 1));
    expect(champion(s, A).counters.enlighten).toBe(1);
    expect(s.objects[staff]!.counters.refinement ?? 0).toBe(0);
    expect(s.objects[staff]!.rested).toBe(true);
  });

  it("'ventus-staff-of-zephyrs': rest it and remove three refinement counters to suppress target ally", () => {
    let [s, staff] = withItem(ventus);
    s = edit(s, (t) => { t.objects[staff]!.counters.refinement = 3; });
    let ally: string;
    [s, ally] = addObject(s, B, 'woodland-squirrels');
    const card = s.objects[ally]!.card!;
    s = useAbility(s, A, staff, 2);
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: ally } });
    s = resolveAll(s);
    expect(s.objects[ally]).toBeUndefined();
    expect(player(s, B).banishment).toContain(card);
    refuse(edit(s, (t) => { t.objects[staff]!.rested = false; t.objects[staff]!.counters.refinement = 2; }), A, { type: 'activateAbility', object: staff, index: 2 });
  });
});
