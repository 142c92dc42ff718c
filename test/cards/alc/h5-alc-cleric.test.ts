// ALC Cleric cards: herbs, potions and graveyard fuel (h5 round).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addCard, addObject, asClass, atMain, edit, enable, factsOnly, mainPhaseOf, passUntil, payReserve, player, withDef } from '../doa/support.js';
import { as, canUse, fill, life, obj, paid, place } from '../doa/round2-helpers.js';
import { floatsFor } from '../doa/round3-helpers.js';
import { bobsTurn, playWith, resolveWith } from './h5-alc-support.js';

const fortifyingAroma = scriptedDef('fortifying-aroma');
const rimesoulBishop = scriptedDef('rimesoul-bishop');
const scavengeDistillery = scriptedDef('scavenge-the-distillery');
const whirlwindVizier = scriptedDef('whirlwind-vizier');
const wildgrowthElixir = scriptedDef('wildgrowth-elixir');
const draughtOfStamina = scriptedDef('draught-of-stamina');
const bottledForgelight = scriptedDef('bottled-forgelight');
const oasisTradingPost = scriptedDef('oasis-trading-post');
const slashAndBurn = scriptedDef('slash-and-burn');
const automatedGardener = scriptedDef('automated-gardener');
const frozenDismissal = scriptedDef('frozen-dismissal');
const shatterfallKeep = scriptedDef('shatterfall-keep');
const unearthRevelations = scriptedDef('unearth-revelations');
const savageAttack = scriptedDef('savage-attack');
const potionOfHealing = scriptedDef('potion-of-healing');
const HERBS = ['blightroot', 'manaroot', 'silvershine', 'fraysia', 'razorvine', 'springleaf'];

const withHerbDefs = (s: GameState): GameState => {
  for (const h of HERBS) s = withDef(s, scriptedDef(h));
  return withDef(s, scriptedDef('automaton-drone'));
};
const herbsOf = (s: GameState, who: string) => Object.values(s.objects).filter((o) => o.controller === who && HERBS.includes(o.def));
const ofDef = (s: GameState, slug: string) => Object.values(s.objects).filter((o) => o.def === slug);

describe("'fortifying-aroma'", () => {
  it('1 less for each Herb you control; two buff counters on target ally', () => {
    let s = withHerbDefs(as(mainPhaseOf(A), A, 'warrior', 'WIND'));
    s = fill(s, A, 6);
    let ally: string;
    [s, ally] = addObject(s, A, 'blitz-mage');
    expect(paid(s, A, fortifyingAroma, [obj(ally)])).toBe(5);
    [s] = place(s, A, scriptedDef('razorvine'));
    [s] = place(s, A, scriptedDef('springleaf'));
    expect(paid(s, A, fortifyingAroma, [obj(ally)])).toBe(3);
    s = playWith(s, A, fortifyingAroma, [obj(ally)]);
    expect(s.objects[ally]!.counters.buff).toBe(2);
  });
});

describe("'rimesoul-bishop'", () => {
  it('On Enter: you may banish a Floating Memory card from your graveyard to draw; Cleric Floating Memory', () => {
    let s = as(mainPhaseOf(A), A, 'warrior', 'WATER');
    s = fill(s, A, 4);
    [s] = addCard(withDef(s, savageAttack), A, savageAttack.slug, 'graveyard');
    const deck = player(s, A).mainDeck.length;
    const took = playWith(s, A, rimesoulBishop);
    expect(player(took, A).banishment).toHaveLength(1);
    expect(player(took, A).mainDeck.length).toBe(deck - 1);
    const declined = playWith(s, A, rimesoulBishop, [], { pickNone: true });
    expect(player(declined, A).mainDeck.length).toBe(deck);
    expect(floatsFor(rimesoulBishop, 'cleric')).toBe(true);
    expect(floatsFor(rimesoulBishop, 'warrior')).toBe(false);
  });
});

describe("'scavenge-the-distillery'", () => {
  it('a targeted Potion item card (optional) comes back from the graveyard to hand; Cleric: 1 less', () => {
    let s = asClass(withDef(mainPhaseOf(A), potionOfHealing), A, 'cleric');
    s = fill(s, A, 4);
    let potion: string;
    [s, potion] = addCard(s, A, potionOfHealing.slug, 'graveyard');
    expect(paid(s, A, scavengeDistillery, [{ kind: 'card', id: potion }])).toBe(2);
    expect(paid(asClass(s, A, 'warrior'), A, scavengeDistillery, [{ kind: 'card', id: potion }])).toBe(3);
    const back = playWith(s, A, scavengeDistillery, [{ kind: 'card', id: potion }]);
    expect(player(back, A).hand).toContain(potion);
    // Up to one: it may be activated with no target.
    const none = playWith(s, A, scavengeDistillery, [], { pickNone: true });
    expect(player(none, A).graveyard).toContain(potion);
  });
});

describe("'whirlwind-vizier'", () => {
  it('Cleric: +1 life; (3), REST, sacrifice it: destroy target non-Fractal phantasia', () => {
    let s = asClass(mainPhaseOf(A), A, 'cleric');
    s = fill(s, A, 4);
    let vizier: string, fractal: string, other: string;
    [s, vizier] = place(s, A, whirlwindVizier, { enteredTurn: 0 });
    [s, fractal] = place(s, B, factsOnly('fractal-of-creation'));
    [s, other] = place(s, B, factsOnly('aqueous-armor'));
    expect(life(s, vizier)).toBe(3);
    expect(life(asClass(s, A, 'warrior'), vizier)).toBe(2);
    const t = act(s, A, { type: 'activateAbility', object: vizier, index: 1 });
    expect(legalActions(t, A).some((a) => a.type === 'chooseTarget' && a.target?.kind === 'object' && a.target.id === fractal)).toBe(false);
    let u = act(t, A, { type: 'chooseTarget', target: obj(other) });
    u = resolveWith(payReserve(u, A));
    expect(u.objects[other]).toBeUndefined();
    expect(u.objects[vizier]).toBeUndefined();
  });
});

describe("'wildgrowth-elixir'", () => {
  it('an age counter at each of your recollection phases; sacrificed: that many buff counters on target ally', () => {
    let s = mainPhaseOf(A);
    let elixir: string, ally: string;
    [s, elixir] = place(s, A, wildgrowthElixir);
    [s, ally] = addObject(s, A, 'giant-tortoise');
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(s.objects[elixir]!.counters.age).toBe(2);
    s = act(s, A, { type: 'activateAbility', object: elixir, index: 1 });
    s = resolveWith(act(s, A, { type: 'chooseTarget', target: obj(ally) }));
    expect(s.objects[ally]!.counters.buff).toBe(2);
    expect(s.objects[elixir]).toBeUndefined();
    expect(wildgrowthElixir.brew).toEqual([{ count: 2, subtype: 'HERB' }]);
  });
});

describe("'draught-of-stamina'", () => {
  it('brewed from a Springleaf and two other Herbs; sacrificed: wake up target ally you control', () => {
    let s = withHerbDefs(as(mainPhaseOf(A), A, 'cleric', 'WIND'));
    const herbs: string[] = [];
    for (const h of ['springleaf', 'razorvine', 'manaroot']) { let id: string; [s, id] = place(s, A, scriptedDef(h)); herbs.push(id); }
    let card: string;
    [s, card] = addCard(withDef(s, draughtOfStamina), A, draughtOfStamina.slug);
    s = act(s, A, { type: 'activate', card });
    s = act(s, A, { type: 'declareBrew', brew: true });
    for (const object of herbs) s = act(s, A, { type: 'chooseIngredient', object });
    s = resolveWith(s);
    expect(herbsOf(s, A)).toHaveLength(0);
    const draught = ofDef(s, draughtOfStamina.slug)[0]!.id;
    let ally: string;
    [s, ally] = addObject(s, A, 'giant-tortoise', { rested: true });
    s = act(s, A, { type: 'activateAbility', object: draught, index: 0 });
    s = resolveWith(act(s, A, { type: 'chooseTarget', target: obj(ally) }));
    expect(s.objects[ally]!.rested).toBe(false);
  });
  it('ruling: brewing ignores changes to its reserve cost (the ingredients are all it asks)', () => {
    let s = withHerbDefs(as(mainPhaseOf(A), A, 'cleric', 'WIND'));
    s = edit(s, (t) => { player(t, A).hand = []; });
    for (const h of ['springleaf', 'razorvine', 'manaroot']) [s] = place(s, A, scriptedDef(h));
    let card: string;
    [s, card] = addCard(withDef(s, draughtOfStamina), A, draughtOfStamina.slug);
    s = act(s, A, { type: 'activate', card });
    expect(legalActions(s, A).some((a) => a.type === 'declareBrew' && a.brew)).toBe(true);
  });
});

describe("'bottled-forgelight'", () => {
  it('On Enter: 2 damage to target unit if brewed; sacrifice: 2 damage to target unit', () => {
    let s = withHerbDefs(as(mainPhaseOf(A), A, 'cleric', 'FIRE'));
    const herbs: string[] = [];
    for (const h of ['razorvine', 'fraysia']) { let id: string; [s, id] = place(s, A, scriptedDef(h)); herbs.push(id); }
    let card: string, foe: string;
    [s, foe] = addObject(s, B, 'giant-tortoise');
    [s, card] = addCard(withDef(s, bottledForgelight), A, bottledForgelight.slug);
    s = act(s, A, { type: 'activate', card });
    s = act(s, A, { type: 'declareBrew', brew: true });
    for (const object of herbs) s = act(s, A, { type: 'chooseIngredient', object });
    s = resolveWith(s, { targets: [obj(foe)] });
    expect(s.objects[foe]!.damage).toBe(2);
    const bottle = ofDef(s, bottledForgelight.slug)[0]!.id;
    s = act(s, A, { type: 'activateAbility', object: bottle, index: 1 });
    s = resolveWith(act(s, A, { type: 'chooseTarget', target: obj(foe) }));
    expect(s.objects[foe]!.damage).toBe(4);
    // Paid with reserve: not brewed, so no On Enter damage.
    let t = fill(as(mainPhaseOf(A), A, 'cleric', 'FIRE'), A, 4);
    [t, foe] = addObject(t, B, 'giant-tortoise');
    t = playWith(t, A, bottledForgelight, [], { targets: [obj(foe)] });
    expect(ofDef(t, bottledForgelight.slug)).toHaveLength(1);
    expect(t.objects[foe]!.damage).toBe(0);
  });
});

describe("'oasis-trading-post'", () => {
  it('three rest abilities: glimpse 2 for 3, gather for 4, a Drone token for 5', () => {
    let s = withHerbDefs(mainPhaseOf(A));
    s = fill(s, A, 8);
    let post: string;
    [s, post] = place(s, A, oasisTradingPost);
    const glimpse = passUntil(act(s, A, { type: 'activateAbility', object: post, index: 0 }), (t) => payReserve(t, A) !== t || t.pending?.kind === 'glimpse');
    const g = passUntil(payReserve(glimpse, A), (t) => t.pending?.kind === 'glimpse');
    expect(g.pending?.kind === 'glimpse' && g.pending.cards.length).toBe(2);
    const gathered = resolveWith(payReserve(act(s, A, { type: 'activateAbility', object: post, index: 1 }), A));
    expect(herbsOf(gathered, A)).toHaveLength(1);
    expect(gathered.objects[post]!.rested).toBe(true);
    const drone = resolveWith(payReserve(act(s, A, { type: 'activateAbility', object: post, index: 2 }), A));
    expect(ofDef(drone, 'automaton-drone')).toHaveLength(1);
    expect(canUse(drone, A, post, 0)).toBe(false);
  });
});

describe("'slash-and-burn'", () => {
  it('gather, then gather again for each of up to three fire cards banished from your graveyard; Cleric: 1 less', () => {
    let s = withHerbDefs(as(mainPhaseOf(A), A, 'cleric', 'FIRE'));
    s = fill(s, A, 4);
    expect(paid(s, A, slashAndBurn)).toBe(1);
    expect(paid(as(s, A, 'warrior', 'FIRE'), A, slashAndBurn)).toBe(2);
    for (let i = 0; i < 4; i++) [s] = addCard(s, A, 'smoke-out', 'graveyard');
    const all = playWith(s, A, slashAndBurn);
    expect(herbsOf(all, A)).toHaveLength(4);
    expect(player(all, A).banishment).toHaveLength(3);
    const none = playWith(s, A, slashAndBurn, [], { pickNone: true });
    expect(herbsOf(none, A)).toHaveLength(1);
  });
});

describe("'automated-gardener'", () => {
  it('Cleric: On Enter gather', () => {
    let s = withHerbDefs(asClass(mainPhaseOf(A), A, 'cleric'));
    s = fill(s, A, 4);
    expect(herbsOf(playWith(s, A, automatedGardener), A)).toHaveLength(1);
    expect(herbsOf(playWith(asClass(s, A, 'ranger'), A, automatedGardener), A)).toHaveLength(0);
  });
});

describe("'frozen-dismissal'", () => {
  it('negates an ally card activation unless its controller pays 4, banishing the card; Cleric: 1 less', () => {
    let t = as(bobsTurn(), A, 'cleric', 'WATER');
    t = fill(t, A, 4);
    t = enable(t, B, 'FIRE');
    let ally: string;
    [t, ally] = addCard(t, B, 'blitz-mage');
    t = payReserve(act(t, B, { type: 'activate', card: ally }), B);
    t = passUntil(t, (u) => u.opportunity !== null && u.players[u.opportunity!.player]!.id === A);
    const item = t.stack.at(-1)!.id;
    const hand = player(t, A).hand.length;
    let card: string;
    [t, card] = addCard(withDef(t, frozenDismissal), A, frozenDismissal.slug);
    t = act(t, A, { type: 'activate', card });
    t = act(t, A, { type: 'chooseTarget', target: { kind: 'stack', id: item } });
    t = payReserve(t, A);
    expect(hand - (player(t, A).hand.length)).toBe(2);
    t = passUntil(t, (u) => u.pending?.kind === 'payToDo');
    const declined = resolveWith(act(t, B, { type: 'mayAnswer', accept: false }));
    expect(player(declined, B).banishment).toContain(ally);
  });
});

describe("'shatterfall-keep'", () => {
  it('REST, banish a Floating Memory card: mill two; sacrificed at your recollection with fewer than three water cards in your graveyard', () => {
    let s = withDef(mainPhaseOf(A), savageAttack);
    let keep: string;
    [s, keep] = place(s, A, shatterfallKeep);
    [s] = addCard(s, A, savageAttack.slug, 'graveyard');
    const grave = player(s, A).graveyard.length;
    s = act(s, A, { type: 'activateAbility', object: keep, index: 0 });
    s = resolveWith(s);
    expect(player(s, A).banishment).toHaveLength(1);
    expect(player(s, A).graveyard.length).toBe(grave - 1 + 2);
    // Upkeep: few water cards, it goes; with three it stays.
    const dry = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(dry.objects[keep]).toBeUndefined();
    let wet = s;
    for (let i = 0; i < 3; i++) [wet] = addCard(wet, A, 'giant-tortoise', 'graveyard');
    wet = passUntil(passUntil(wet, atMain(B)), atMain(A));
    expect(wet.objects[keep]).toBeDefined();
  });
});

describe("'unearth-revelations'", () => {
  it('draws two, then two hand cards go under the deck', () => {
    let s = mainPhaseOf(A);
    s = fill(s, A, 2);
    const hand = player(s, A).hand.length;
    s = playWith(s, A, unearthRevelations);
    // One card paid the cost; two drawn, two put back.
    expect(player(s, A).hand.length).toBe(hand - 1 + 2 - 2);
  });
});
