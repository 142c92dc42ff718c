// ALC Curse cards that go into lineages, and a few allies and spells with lasting effects (h5 round).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { actingPlayers, legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, activateFromHand, addCard, addObject, asClass, atMain, champion, edit, mainPhaseOf, passUntil, player, withDef, withLevel } from '../doa/support.js';
import { as, bolt, fill, life, obj, paid, place } from '../doa/round2-helpers.js';
import { bobsTurn, playWith, resolveWith } from './h5-alc-support.js';

const shadecursedHunter = scriptedDef('shadecursed-hunter');
const gloamspireProwler = scriptedDef('gloamspire-prowler');
const violetHaze = scriptedDef('violet-haze');
const loadSoul = scriptedDef('load-soul');
const claude = scriptedDef('claude-fated-visionary');
const rose = scriptedDef('rose-eternal-paragon');
const fieryWarcry = scriptedDef('fiery-warcry');
const aqueousArmor = scriptedDef('aqueous-armor');
const winblessGatekeeper = scriptedDef('winbless-gatekeeper');
const platedBullet = scriptedDef('plated-bullet');
const rifle = scriptedDef('seekers-rifle');
const drone = scriptedDef('automaton-drone');
const bomber = scriptedDef('automaton-bomber');

const championLife = (s: GameState, who: string): number => currentStat(s, champion(s, who), 'life') ?? 0;
const ofDef = (s: GameState, slug: string) => Object.values(s.objects).filter((o) => o.def === slug);

describe("'shadecursed-hunter'", () => {
  it('ranged 5 and stealth; On Death it goes under your champion\u2019s lineage, where it gives -2 life', () => {
    expect(shadecursedHunter.keywordValues).toEqual({ ranged: 5 });
    let s = mainPhaseOf(A);
    let hunter: string;
    [s, hunter] = place(s, A, shadecursedHunter);
    expect(hasKeyword(s, s.objects[hunter]!, 'stealth')).toBe(true);
    const card = s.objects[hunter]!.card!;
    const before = championLife(s, A);
    s = playWith(s, A, bolt, [obj(hunter)]);
    expect(s.objects[hunter]).toBeUndefined();
    expect(champion(s, A).lineage[0]).toBe(card);
    expect(player(s, A).graveyard).not.toContain(card);
    expect(championLife(s, A)).toBe(before - 2);
  });
});

describe("'gloamspire-prowler'", () => {
  it('3 less with two Curse cards in your lineage; Ranger or Assassin: On Death into the lineage, draw, recover 2', () => {
    let s = as(mainPhaseOf(A), A, 'ranger', 'UMBRA');
    s = fill(s, A, 5);
    expect(paid(s, A, gloamspireProwler)).toBe(4);
    let c1: string, c2: string;
    [s, c1] = addCard(withDef(s, shadecursedHunter), A, shadecursedHunter.slug, 'banishment');
    [s, c2] = addCard(s, A, shadecursedHunter.slug, 'banishment');
    const cursed = edit(s, (t) => {
      player(t, A).banishment = [];
      t.objects[player(t, A).champion!]!.lineage.unshift(c1, c2);
    });
    expect(paid(cursed, A, gloamspireProwler)).toBe(1);
    let prowler: string;
    [s, prowler] = place(s, A, gloamspireProwler);
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 5; });
    const deck = player(s, A).mainDeck.length;
    const card = s.objects[prowler]!.card!;
    s = playWith(s, A, bolt, [obj(prowler)]);
    expect(champion(s, A).lineage[0]).toBe(card);
    expect(player(s, A).mainDeck.length).toBe(deck - 1);
    expect(champion(s, A).damage).toBe(3);
    // Another class: it stays in the graveyard.
    let t = asClass(mainPhaseOf(A), A, 'cleric');
    [t, prowler] = place(t, A, gloamspireProwler);
    const other = t.objects[prowler]!.card!;
    t = playWith(t, A, bolt, [obj(prowler)]);
    expect(player(t, A).graveyard).toContain(other);
  });
});

describe("'violet-haze'", () => {
  it('all units you control become distant, then it goes under target champion\u2019s lineage (-2 life there)', () => {
    let s = as(mainPhaseOf(A), A, 'ranger', 'UMBRA');
    s = fill(s, A, 3);
    let ally: string, theirs: string;
    [s, ally] = addObject(s, A, 'blitz-mage');
    [s, theirs] = addObject(s, B, 'blitz-mage');
    const before = championLife(s, B);
    const [t, card] = activateFromHand(s, A, violetHaze, [obj(champion(s, B).id)]);
    s = resolveWith(t);
    expect(champion(s, A).distant).toBe(true);
    expect(s.objects[ally]!.distant).toBe(true);
    expect(s.objects[theirs]!.distant).toBeFalsy();
    expect(champion(s, B).lineage[0]).toBe(card);
    expect(championLife(s, B)).toBe(before - 2);
  });
});

describe("'load-soul'", () => {
  it('materializes a Bullet; you may put two durability counters on a Gun you control, and if you do it goes under your lineage', () => {
    let s = as(mainPhaseOf(A), A, 'ranger', 'UMBRA');
    s = fill(s, A, 4);
    let gun: string, bullet: string;
    [s, gun] = place(s, A, rifle);
    [s, bullet] = addCard(withDef(s, platedBullet), A, platedBullet.slug, 'materialDeck');
    const durability = s.objects[gun]!.counters.durability ?? 0;
    const before = championLife(s, A);
    const [t, card] = activateFromHand(s, A, loadSoul);
    const done = resolveWith(t, { accept: true });
    expect(Object.values(done.objects).some((o) => o.card === bullet)).toBe(true);
    expect(done.objects[gun]!.counters.durability).toBe(durability + 2);
    expect(champion(done, A).lineage[0]).toBe(card);
    expect(championLife(done, A)).toBe(before - 2);
    // Declined: the card goes to the graveyard.
    const declined = resolveWith(t, { accept: false });
    expect(player(declined, A).graveyard).toContain(card);
    // No Gun: nothing to put the counters on, so it does not go into the lineage.
    let u = fill(as(mainPhaseOf(A), A, 'ranger', 'UMBRA'), A, 4);
    const [v, card2] = activateFromHand(u, A, loadSoul);
    u = resolveWith(v, { accept: true });
    expect(player(u, A).graveyard).toContain(card2);
  });
});

describe("'claude-fated-visionary'", () => {
  it('On Enter: mills LV cards, then at most two Automaton ally cards go from graveyard to memory', () => {
    let s = withLevel(as(mainPhaseOf(A), A, 'cleric', 'ASTRA'), A, 1);
    s = fill(s, A, 4);
    s = withDef(s, bomber);
    const autos: string[] = [];
    for (let i = 0; i < 3; i++) { let c: string; [s, c] = addCard(s, A, bomber.slug, 'graveyard'); autos.push(c); }
    const grave = player(s, A).graveyard.length;
    s = playWith(s, A, claude, [], { accept: true });
    expect(player(s, A).memory.filter((c) => autos.includes(c))).toHaveLength(2);
    expect(player(s, A).graveyard.length).toBe(grave + 2 - 2);
  });
  it('Automaton allies you control have taunt and "On Death: Glimpse 3"', () => {
    let s = withDef(mainPhaseOf(A), drone);
    let d: string, other: string;
    [s] = place(s, A, claude);
    [s, d] = addObject(s, A, drone.slug);
    [s, other] = addObject(s, A, 'blitz-mage');
    expect(hasKeyword(s, s.objects[d]!, 'taunt')).toBe(true);
    expect(hasKeyword(s, s.objects[other]!, 'taunt')).toBe(false);
    const [t] = activateFromHand(s, A, bolt, [obj(d)]);
    const g = passUntil(t, (u) => u.pending?.kind === 'glimpse');
    expect(g.pending?.kind === 'glimpse' && g.pending.cards.length).toBe(3);
  });
});

describe("'rose-eternal-paragon'", () => {
  it('intercept and true sight; Guardian fast activation; level 2+: On Enter you may take an attack, with +1 life', () => {
    let s = withLevel(as(bobsTurn(), A, 'guardian', 'WIND'), A, 1);
    s = fill(s, A, 5);
    let attacker: string;
    [s, attacker] = addObject(s, B, 'giant-tortoise', { enteredTurn: 0 });
    s = act(act(s, B, { type: 'attack', attacker }), B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = passUntil(s, (t) => actingPlayers(t)[0] === A && !t.pending && legalActions(t, A).some((a) => a.type === 'pass'));
    let card: string;
    [s, card] = addCard(withDef(s, rose), A, rose.slug);
    expect(legalActions(s, A).some((a) => a.type === 'activate' && a.card === card)).toBe(true);
    expect(legalActions(asClass(s, A, 'warrior'), A).some((a) => a.type === 'activate' && a.card === card)).toBe(false);
    s = resolveWith(activateFromHand(s, A, rose)[0], { accept: true });
    const r = ofDef(s, rose.slug)[0]!;
    expect(s.combat?.defender).toBe(r.id);
    expect(life(s, r.id)).toBe(4);
    expect(hasKeyword(s, r, 'intercept') && hasKeyword(s, r, 'trueSight')).toBe(true);
  });
});

describe("'fiery-warcry'", () => {
  it('draw, discard; Guardian: banishing a fire card makes target ally lose taunt and intercept this turn', () => {
    let s = withDef(as(mainPhaseOf(A), A, 'guardian', 'FIRE'), winblessGatekeeper);
    s = fill(s, A, 3);
    let gate: string;
    [s, gate] = addObject(s, B, winblessGatekeeper.slug);
    [s] = addCard(s, A, 'smoke-out', 'graveyard');
    const hand = player(s, A).hand.length;
    const done = playWith(s, A, fieryWarcry, [], { targets: [obj(gate)] });
    expect(player(done, A).hand.length).toBe(hand - 2 + 1 - 1);
    expect(hasKeyword(done, done.objects[gate]!, 'taunt')).toBe(false);
    expect(hasKeyword(passUntil(done, atMain(B)), passUntil(done, atMain(B)).objects[gate]!, 'taunt')).toBe(true);
    const warrior = playWith(as(s, A, 'warrior', 'FIRE'), A, fieryWarcry, [], { targets: [obj(gate)] });
    expect(hasKeyword(warrior, warrior.objects[gate]!, 'taunt')).toBe(true);
  });
});

describe("'aqueous-armor'", () => {
  it('Ally Link; Guardian: the linked ally gets +2 life; mills one at your recollection phase', () => {
    let s = as(mainPhaseOf(A), A, 'guardian', 'WATER');
    s = fill(s, A, 4);
    let ally: string;
    [s, ally] = addObject(s, A, 'giant-tortoise');
    s = playWith(s, A, aqueousArmor, [obj(ally)]);
    expect(life(s, ally)).toBe(8);
    expect(life(asClass(s, A, 'warrior'), ally)).toBe(6);
    const grave = player(s, A).graveyard.length;
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(player(s, A).graveyard.length).toBe(grave + 1);
  });
});
