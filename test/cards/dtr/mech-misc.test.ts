// mech: newer-set cards on existing mechanics: negation unless paid, sacrifice as an additional cost, Crowd's Favor,
// becoming distant, redirecting an attack, and cards putting themselves on the bottom of a lineage.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { createGame, legalActions } from '../../../src/engine/index.js';
import { FIXTURE_DECKS, FIXTURE_DEFS } from '../../../src/cards/fixtures/index.js';
import { currentStat } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, atMain, attack, champion, edit, mainPhaseOf, passUntil, payReserve, player, resolveAll, withDef } from '../doa/support.js';
import { addObject } from '../../engine/helpers.js';
import { afterCombat, as, attackWithCard, fill, place } from '../doa/round2-helpers.js';
import { addCards, cast, testSpell } from '../rdo/rdo-1-support.js';

const bobSpell = defineCard({ slug: 'test-b-draw', name: 'Bob Draw', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [draw(3)] });
const aliceMayAct = (s: GameState) => !!s.opportunity && s.players[s.opportunity.player]!.id === A && !s.pending;
const statuses = (s: GameState, who: PlayerId) => s.statuses?.[who] ?? [];
const lifeOf = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'life')!;

/** Bob activates `def` in his main phase; Alice may respond. */
function bobActivates(s: GameState, def: CardDef, cards = 0): GameState {
  s = passUntil(s, atMain(B));
  s = addCards(s, B, 'smoke-out', cards);
  s = addCards(s, B, def.slug, 1, 'hand', def);
  s = payReserve(act(s, B, { type: 'activate', card: player(s, B).hand.at(-1)! }), B);
  return passUntil(s, aliceMayAct);
}
/** Alice answers with `def` targeting the top of the stack; resolves until Bob is asked to pay. */
function respond(s: GameState, def: CardDef): GameState {
  const item = s.stack.at(-1)!.id;
  s = fill(s, A, 6);
  s = addCards(s, A, def.slug, 1, 'hand', def);
  s = act(s, A, { type: 'activate', card: player(s, A).hand.at(-1)! });
  s = act(s, A, { type: 'chooseTarget', target: { kind: 'stack', id: item } });
  s = payReserve(s, A);
  return passUntil(s, (t) => t.pending?.kind === 'payToDo' || t.stack.length === 0);
}
/** Activate `def` from hand paying a sacrifice with `sacrifice` (and reserve with hand cards). */
function activateSacrificing(s: GameState, who: PlayerId, def: CardDef, sacrifice: string, targets: Parameters<typeof act>[2][] = []): GameState {
  let card: string;
  [s, card] = addCard(withDef(s, def), who, def.slug);
  s = act(s, who, { type: 'activate', card });
  for (const t of targets) s = act(s, who, t);
  for (let i = 0; i < 20 && s.pending?.kind === 'activation'; i++) {
    const legal = legalActions(s, who);
    const part = legal.find((a) => a.type === 'chooseCostPart' && a.id === sacrifice);
    s = act(s, who, part ?? legal.find((a) => a.type === 'chooseReserve')!);
  }
  return s;
}
const canActivate = (s: GameState, who: PlayerId, def: CardDef): boolean => {
  const [t, card] = addCard(withDef(s, def), who, def.slug);
  return legalActions(t, who).some((a) => a.type === 'activate' && a.card === card);
};

describe("'chained-charge'", () => {
  const def = scriptedDef('chained-charge');
  it('negates target card activation unless its controller pays (1); then it may be loaded into an Aetherwing you control', () => {
    let s = bobActivates(as(mainPhaseOf(A), A, 'ranger', 'WATER'), bobSpell, 1);
    s = respond(s, def);
    expect(s.pending?.kind === 'payToDo' && s.pending.player).toBe(B);
    const deck = player(s, B).mainDeck.length;
    const declined = resolveAll(act(s, B, { type: 'mayAnswer', accept: false }));
    expect(player(declined, B).mainDeck.length).toBe(deck);
    expect(player(declined, B).graveyard.map((c) => declined.cards[c]!.def)).toContain('test-b-draw');
    expect(player(declined, A).graveyard.map((c) => declined.cards[c]!.def)).toContain('chained-charge'); // no Aetherwing
    const paidUp = resolveAll(act(s, B, legalActions(s, B).find((a) => a.type === 'chooseReserve')!));
    expect(player(paidUp, B).mainDeck.length).toBe(deck - 3);
  });

  it('is loaded into an Aetherwing weapon its controller controls when they accept', () => {
    const wing = defineCard({ slug: 'test-aetherwing', name: 'Test Aetherwing', types: ['WEAPON'], subtypes: ['AETHERWING'], element: 'NORM', cost: reserve(1), power: 1, durability: 2 }, {});
    let s = as(mainPhaseOf(A), A, 'ranger', 'WATER');
    let w: string;
    [s, w] = place(s, A, wing);
    s = respond(bobActivates(s, bobSpell, 1), def);
    s = act(s, B, { type: 'mayAnswer', accept: false });
    s = passUntil(s, (t) => t.pending?.kind === 'may' || (t.stack.length === 0 && !t.pending));
    if (s.pending?.kind === 'may') s = act(s, A, { type: 'mayAnswer', accept: true });
    s = resolveAll(s);
    expect(s.objects[w]!.loaded?.map((c) => s.cards[c]!.def)).toEqual(['chained-charge']);
  });

  it('costs 1 less with the class bonus', () => {
    let s = bobActivates(as(mainPhaseOf(A), A, 'ranger', 'WATER'), bobSpell, 0);
    const item = s.stack.at(-1)!.id;
    s = fill(s, A, 4);
    const before = player(s, A).hand.length;
    s = addCards(s, A, def.slug, 1, 'hand', def);
    s = act(s, A, { type: 'activate', card: player(s, A).hand.at(-1)! });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'stack', id: item } });
    s = payReserve(s, A);
    expect(before - player(s, A).hand.length).toBe(1);
  });
});

describe("'turbo-charge'", () => {
  const def = scriptedDef('turbo-charge');
  const powercell = defineCard({ slug: 'test-powercell', name: 'Test Powercell', types: ['ITEM'], subtypes: ['POWERCELL'], element: 'NORM', cost: reserve(1) }, {});
  const other = defineCard({ slug: 'test-gear', name: 'Test Gear', types: ['ITEM'], subtypes: ['GEAR'], element: 'NORM', cost: reserve(1) }, {});
  it('needs a Powercell (the subtype, ruling) to sacrifice as an additional cost; draws two', () => {
    let s = fill(mainPhaseOf(A), A, 4);
    let gear: string, cell: string;
    [s, gear] = place(s, A, other);
    expect(canActivate(s, A, def)).toBe(false);
    [s, cell] = place(s, A, powercell);
    expect(canActivate(s, A, def)).toBe(true);
    const hand = player(s, A).hand.length;
    s = resolveAll(activateSacrificing(s, A, def, cell));
    expect(s.field).not.toContain(cell);
    expect(s.field).toContain(gear);
    expect(player(s, A).hand.length).toBe(hand - 3 + 2);
  });
});

describe("'blazing-throw'", () => {
  const def = scriptedDef('blazing-throw');
  const sword = defineCard({ slug: 'test-sword', name: 'Test Sword', types: ['WEAPON'], subtypes: ['SWORD'], element: 'NORM', cost: reserve(1), power: 1, durability: 2 }, {});
  it('sacrificing a weapon is an additional cost (one you control, ruling); 4 damage to target unit', () => {
    let s = fill(mainPhaseOf(A), A, 4);
    let theirs: string, mine: string;
    [s, theirs] = place(s, B, sword);
    expect(canActivate(s, A, def)).toBe(false);
    [s, mine] = place(s, A, sword);
    expect(canActivate(s, A, def)).toBe(true);
    const target = champion(s, B).id;
    s = resolveAll(activateSacrificing(s, A, def, mine, [{ type: 'chooseTarget', target: { kind: 'object', id: target } }]));
    expect(s.field).not.toContain(mine);
    expect(s.field).toContain(theirs);
    expect(champion(s, B).damage).toBe(4);
  });
});

describe("'cheerful-slime'", () => {
  it("with the class bonus, entering gives Crowd's Favor (taken from whoever had it)", () => {
    const def = scriptedDef('cheerful-slime');
    let s = as(mainPhaseOf(A), A, 'tamer', 'NORM');
    s = edit(s, (t) => { t.statuses = { ...t.statuses, [B]: ['crowds-favor'] }; });
    s = cast(s, A, def);
    expect(statuses(s, A)).toContain('crowds-favor');
    expect(statuses(s, B)).not.toContain('crowds-favor');
    let t = as(mainPhaseOf(A), A, 'warrior', 'NORM');
    t = cast(t, A, def);
    expect(statuses(t, A)).not.toContain('crowds-favor');
  });
});

describe("'altruistic-blacksmith'", () => {
  it("intercept; with the class bonus each player summons a Cheap Sword and its controller gains Crowd's Favor", () => {
    const def = scriptedDef('altruistic-blacksmith');
    expect(def.keywords).toContain('intercept');
    let s = withDef(as(mainPhaseOf(A), A, 'warrior', 'NORM'), scriptedDef('cheap-sword'));
    s = cast(s, A, def);
    const swords = (who: PlayerId) => s.field.filter((id) => s.objects[id]!.def === 'cheap-sword' && s.objects[id]!.controller === who).length;
    expect([swords(A), swords(B)]).toEqual([1, 1]);
    expect(statuses(s, A)).toContain('crowds-favor');
    let t = withDef(as(mainPhaseOf(A), A, 'cleric', 'NORM'), scriptedDef('cheap-sword'));
    t = cast(t, A, def);
    expect(t.field.some((id) => t.objects[id]!.def === 'cheap-sword')).toBe(false);
    expect(statuses(t, A)).not.toContain('crowds-favor');
  });
});

describe("'renascent-sharpshooter'", () => {
  it('ranged 1; with the class bonus, becoming distant draws a card into memory', () => {
    const def = scriptedDef('renascent-sharpshooter');
    expect(def.keywordValues?.ranged).toBe(1);
    const distant = testSpell('test-distant', [{ op: 'becomeDistant', subject: { ref: 'target', index: 0 } }], [{ kind: 'unit' }]);
    const run = (cls: 'ranger' | 'warrior') => {
      let s = as(mainPhaseOf(A), A, cls, 'NORM');
      let id: string;
      [s, id] = place(s, A, def);
      s = fill(s, A, 2);
      const memory = player(s, A).memory.length;
      s = cast(s, A, distant, [{ kind: 'object', id }]);
      return player(s, A).memory.length - memory;
    };
    expect(run('ranger')).toBe(1);
    expect(run('warrior')).toBe(0);
  });
});

describe("'beckon-attention'", () => {
  const def = scriptedDef('beckon-attention');
  const brute = defineCard({ slug: 'test-brute', name: 'Test Brute', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 2, life: 5 }, {});
  /** Bob's ally attacks `target` on his second turn; Alice may respond. */
  function bobAttacks(s: GameState, target: (s: GameState) => string): [GameState, string] {
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    s = passUntil(s, atMain(B));
    let b: string;
    [s, b] = place(s, B, brute);
    s = attack(s, B, b, target(s));
    return [passUntil(s, aliceMayAct), b];
  }
  it("in a game of three, takes over an attack on another player's unit for your champion; then you gain Crowd's Favor (ruling: only if you do)", () => {
    const C = 'carol';
    let t: GameState | null = null;
    for (let seed = 1; seed < 200 && !t; seed++) {
      const g = createGame({ seed, defs: FIXTURE_DEFS, players: [
        { id: A, name: 'Alice', deck: FIXTURE_DECKS.fire }, { id: B, name: 'Bob', deck: FIXTURE_DECKS.water }, { id: C, name: 'Carol', deck: FIXTURE_DECKS.fire },
      ] });
      if (g.players[g.firstPlayer]!.id === A && g.players[(g.firstPlayer + 1) % 3]!.id === B) t = g;
    }
    let s = as(t!, A, 'guardian', 'NORM');
    s = passUntil(s, atMain(C)); // the last player of the first cycle may attack
    let bobs: string, carols: string;
    [s, bobs] = place(s, B, brute);
    [s, carols] = place(s, C, brute);
    s = attack(s, C, carols, bobs);
    s = passUntil(s, aliceMayAct);
    s = fill(s, A, 3);
    s = addCards(s, A, def.slug, 1, 'hand', def);
    s = payReserve(act(s, A, { type: 'activate', card: player(s, A).hand.at(-1)! }), A);
    s = passUntil(s, (u) => u.stack.length === 0 && !u.pending);
    expect(s.combat?.defender).toBe(champion(s, A).id);
    expect(statuses(s, A)).toContain('crowds-favor');
  });
  it("leaves an attack on an ally you control alone: no Crowd's Favor", () => {
    let mine: string;
    let t = as(mainPhaseOf(A), A, 'guardian', 'NORM');
    [t, mine] = place(t, A, brute);
    [t] = bobAttacks(t, () => mine);
    t = fill(t, A, 3);
    t = addCards(t, A, def.slug, 1, 'hand', def);
    t = payReserve(act(t, A, { type: 'activate', card: player(t, A).hand.at(-1)! }), A);
    t = passUntil(t, (u) => u.stack.length === 0 && !u.pending);
    expect(t.combat?.defender).toBe(mine);
    expect(statuses(t, A)).not.toContain('crowds-favor');
  });
  it("does nothing to an attack on your own champion: no Crowd's Favor", () => {
    let t = as(mainPhaseOf(A), A, 'guardian', 'NORM');
    [t] = bobAttacks(t, (u) => champion(u, A).id);
    t = fill(t, A, 3);
    t = addCards(t, A, def.slug, 1, 'hand', def);
    t = payReserve(act(t, A, { type: 'activate', card: player(t, A).hand.at(-1)! }), A);
    t = passUntil(t, (u) => u.stack.length === 0 && !u.pending);
    expect(t.combat?.defender).toBe(champion(t, A).id);
    expect(statuses(t, A)).not.toContain('crowds-favor');
  });
  it('costs 2 less with the class bonus', () => {
    const cost = (cls: 'guardian' | 'warrior') => {
      let t = as(mainPhaseOf(A), A, cls, 'NORM');
      t = fill(t, A, 3);
      t = addCards(t, A, def.slug, 1, 'hand', def);
      const before = player(t, A).hand.length;
      t = payReserve(act(t, A, { type: 'activate', card: player(t, A).hand.at(-1)! }), A);
      return before - 1 - player(t, A).hand.length;
    };
    expect(cost('guardian')).toBe(0);
    expect(cost('warrior')).toBe(2);
  });
});

describe("'profane-bindings'", () => {
  const def = scriptedDef('profane-bindings');
  it("negates target card activation and banishes its card; then goes under your champion's lineage: -5 life (Inherited Effect)", () => {
    let s = bobActivates(as(mainPhaseOf(A), A, 'cleric', 'UMBRA'), bobSpell, 0);
    const life = lifeOf(s, champion(s, A).id);
    const deck = player(s, B).mainDeck.length;
    s = resolveAll(respond(s, def));
    expect(player(s, B).mainDeck.length).toBe(deck);
    expect(player(s, B).banishment.map((c) => s.cards[c]!.def)).toContain('test-b-draw');
    expect(s.cards[champion(s, A).lineage[0]!]!.def).toBe('profane-bindings');
    expect(player(s, A).graveyard.map((c) => s.cards[c]!.def)).not.toContain('profane-bindings');
    expect(lifeOf(s, champion(s, A).id)).toBe(life - 5);
  });
});

describe("'sinistre-stab'", () => {
  const def = scriptedDef('sinistre-stab');
  const omens = (s: GameState, who: PlayerId, n: number, counter = true): GameState => {
    for (let i = 0; i < n; i++) {
      let card: string;
      [s, card] = addCard(s, who, 'smoke-out', 'banishment');
      if (counter) s = edit(s, (t) => { t.cardCounters = { ...t.cardCounters, [card]: { omen: 1 } }; });
    }
    return s;
  };
  const run = (omenCount: number, accept: boolean, plainBanished = 0) => {
    let s = as(mainPhaseOf(B), B, 'guardian', 'UMBRA');
    s = omens(omens(s, B, omenCount), B, plainBanished, false);
    s = attackWithCard(s, B, def, champion(s, A).id);
    s = passUntil(s, (t) => t.pending?.kind === 'may' || (!t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
    if (s.pending?.kind === 'may') s = act(s, B, { type: 'mayAnswer', accept });
    return afterCombat(s);
  };
  const top = (s: GameState, who: PlayerId) => champion(s, who).lineage[0] ? s.cards[champion(s, who).lineage[0]!]!.def : null;
  it("with five or more omens it may go under the hit champion's lineage (-3 life for them)", () => {
    const before = lifeOf(as(mainPhaseOf(B), B, 'guardian', 'UMBRA'), champion(mainPhaseOf(B), A).id);
    const s = run(5, true);
    expect(top(s, A)).toBe('sinistre-stab');
    expect(top(s, B)).not.toBe('sinistre-stab');
    expect(lifeOf(s, champion(s, A).id)).toBe(before - 3);
    const declined = run(5, false);
    expect(top(declined, A)).not.toBe('sinistre-stab');
    expect(top(declined, B)).not.toBe('sinistre-stab');
  });
  it("with fewer omens (banished cards without omen counters are not omens, ruling) it goes under your own champion's lineage", () => {
    const s = run(4, true, 3);
    expect(top(s, B)).toBe('sinistre-stab');
    expect(top(s, A)).not.toBe('sinistre-stab');
    expect(player(s, B).graveyard.map((c) => s.cards[c]!.def)).not.toContain('sinistre-stab');
  });
});
void addObject;

describe("'vacuous-servant'", () => {
  it('with the Ciel bonus: +1 power per attack omen and +1 life per ally omen (banished cards without omen counters are not omens, ruling)', async () => {
    const { defFromFacts } = await import('../../../src/cards/runtime.js');
    const { factsOf } = await import('../../../src/cards/index-facts.js');
    const { championIs } = await import('../guardian-warrior-support.js');
    const { addObject: addObj } = await import('../../engine/helpers.js');
    const ciel = defFromFacts(factsOf('ciel-loyal-valet'), null);
    const attackCard = defineCard({ slug: 'test-omen-attack', name: 'Omen Attack', types: ['ATTACK'], element: 'NORM', cost: reserve(1), power: 1 }, {});
    const allyCard = defineCard({ slug: 'test-omen-ally', name: 'Omen Ally', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});
    const banish = (s: GameState, def: CardDef, omen: boolean): GameState => {
      let card: string;
      [s, card] = addCard(withDef(s, def), A, def.slug, 'banishment');
      return omen ? edit(s, (t) => { t.cardCounters = { ...t.cardCounters, [card]: { omen: 1 } }; }) : s;
    };
    const stats = (withCiel: boolean): [number, number] => {
      let s = mainPhaseOf(A);
      if (withCiel) s = championIs(s, A, ciel);
      let id: string;
      [s, id] = place(s, A, scriptedDef('vacuous-servant'));
      const base: [number, number] = [currentStat(s, s.objects[id]!, 'power')!, currentStat(s, s.objects[id]!, 'life')!];
      s = banish(banish(banish(banish(s, attackCard, true), attackCard, true), allyCard, true), allyCard, false);
      return [currentStat(s, s.objects[id]!, 'power')! - base[0], currentStat(s, s.objects[id]!, 'life')! - base[1]];
    };
    expect(stats(true)).toEqual([2, 1]);
    expect(stats(false)).toEqual([0, 0]);
    void addObj;
  });
});
