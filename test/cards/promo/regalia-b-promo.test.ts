// Promo regalia scripted in the regalia-b batch: one describe per card, rulings included.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import {
  A, B, act, addCard, attackTurn, declareAttack, filler, game, inMaterialDeck, objectOf, onField, passUntil, payAll, player, settle, withCards, withDef,
} from '../regalia-b-support.js';

describe('orb-of-hubris', () => {
  function use(x: number): { s: GameState; before: { hand: number; deck: number } } {
    let s = withCards(game({ classes: ['CLERIC'] }), 1);
    let o: string;
    [s, o] = onField(s, 'orb-of-hubris');
    const before = { hand: player(s, A).hand.length, deck: player(s, A).mainDeck.length };
    s = act(s, A, { type: 'activateAbility', object: o, index: 0 });
    s = passUntil(s, (t) => t.pending?.kind === 'cardPick');
    expect(legalActions(s, A).filter((a) => a.type === 'declareX').map((a) => a.type === 'declareX' && a.x)).toEqual([0, 1, 2, 3]);
    s = act(s, A, { type: 'declareX', x });
    return { s, before };
  }

  it("'orb-of-hubris': banish it: draw up to three, then shuffle as many cards of your choice from hand into the deck", () => {
    let { s, before } = use(2);
    expect(player(s, A).hand).toHaveLength(before.hand + 2);
    expect(legalActions(s, A).filter((a) => a.type === 'chooseCard')).toHaveLength(before.hand + 2); // any card of the hand
    const keep = player(s, A).hand[0]!;
    for (const c of player(s, A).hand.slice(1)) s = act(s, A, { type: 'chooseCard', card: c });
    s = settle(s);
    expect(player(s, A).hand).toEqual([keep]);
    expect(player(s, A).mainDeck).toHaveLength(before.deck);
    expect(objectOf(s, 'orb-of-hubris')).toBeUndefined();
    ({ s, before } = use(0));
    s = settle(s);
    expect(player(s, A).hand).toHaveLength(before.hand);
  });
});

describe('stonescale-band', () => {
  const beast = defineCard({ slug: 'test-beast-card', name: 'test-beast-card', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, {});

  it("'stonescale-band': a Tamer discards up to three ally cards from hand and/or memory as it enters, then draws as many", () => {
    let s = withDef(game({ classes: ['TAMER'], elements: ['TERA'] }), beast);
    const allies: string[] = [];
    for (const zone of ['hand', 'memory', 'hand', 'memory'] as const) {
      let c: string;
      [s, c] = addCard(s, A, beast.slug, zone);
      allies.push(c);
    }
    s = withCards(s, 1);
    let card: string;
    [s, card] = inMaterialDeck(s, 'stonescale-band');
    s = passUntil(passUntil(s, (t) => t.players[t.turnPlayer]!.id !== A), (t) => t.pending?.kind === 'materializePhase');
    s = act(s, A, { type: 'materialize', card });
    s = passUntil(s, (t) => t.pending?.kind === 'cardPick');
    // Only ally cards, from hand and memory (the memory may have paid part of the cost).
    const offered = legalActions(s, A).filter((a) => a.type === 'chooseCard').map((a) => a.type === 'chooseCard' && a.card);
    expect(offered.every((c) => allies.includes(c as string))).toBe(true);
    expect(offered.length).toBeGreaterThanOrEqual(2);
    expect(legalActions(s, A)).toContainEqual({ type: 'chooseTarget', target: null }); // "up to"
    const hand = player(s, A).hand.length;
    s = act(s, A, { type: 'chooseCard', card: offered[0] as string });
    s = act(s, A, { type: 'chooseCard', card: offered[1] as string });
    s = settle(act(s, A, { type: 'chooseTarget', target: null }));
    expect(player(s, A).graveyard).toEqual(expect.arrayContaining([offered[0], offered[1]]));
    const fromHand = [offered[0], offered[1]].filter((c) => allies.indexOf(c as string) % 2 === 0).length;
    expect(player(s, A).hand.length).toBe(hand - fromHand + 2);
  });

  it("'stonescale-band': pay (2) and rest it: the next ally card this turn can be activated at fast speed (ruling: only the next one)", () => {
    let s = withCards(withDef(game({ classes: ['TAMER'] }), beast), 3);
    let o: string, a1: string, a2: string, quick: string;
    [s, o] = onField(s, 'stonescale-band');
    [s, a1] = addCard(s, A, beast.slug);
    [s, a2] = addCard(s, A, beast.slug);
    [s, quick] = addCard(s, A, filler.slug);
    const slowNow = (t: GameState, c: string) => legalActions(t, A).some((a) => a.type === 'activate' && a.card === c);
    // A fast card on the stack: ally cards can't be activated now.
    let t = act(s, A, { type: 'activate', card: quick });
    expect(slowNow(t, a1)).toBe(false);
    s = act(s, A, { type: 'activateAbility', object: o, index: 1 });
    s = settle(payAll(s));
    expect(s.objects[o]!.rested).toBe(true);
    t = act(s, A, { type: 'activate', card: quick });
    expect(slowNow(t, a1)).toBe(true);
    t = settle(payAll(act(t, A, { type: 'activate', card: a1 })));
    expect(objectOf(t, beast.slug)).toBeDefined();
    // Used up: the second ally card is slow again.
    [t, quick] = addCard(t, A, filler.slug);
    t = act(t, A, { type: 'activate', card: quick });
    expect(slowNow(t, a2)).toBe(false);
  });

  it("'stonescale-band': rulings: memory cost 1 and an ability reserve cost of 2", () => {
    expect(scriptedDef('stonescale-band').cost).toEqual({ kind: 'memory', value: 1 });
    const ab = scriptedDef('stonescale-band').abilities[1]!;
    expect(ab.kind === 'activated' && ab.costs).toContainEqual({ kind: 'reserve', value: 2 });
  });
});

describe('rhongomiant-groves-spire', () => {
  /** Alice (Mordred or not) with the Spire; Bob holds `influence` cards in hand and memory. */
  function armed(name: string, influence: number): [GameState, string] {
    let s = withCards(attackTurn({ name, classes: ['WARRIOR'], elements: ['EXALTED'] }), 2, A, 'memory');
    s = { ...s, players: s.players.map((p) => (p.id === B ? { ...p, hand: [], memory: [] } : p)) };
    s = withCards(s, Math.ceil(influence / 2), B, 'hand');
    s = withCards(s, Math.floor(influence / 2), B, 'memory');
    let w: string;
    [s, w] = onField(s, 'rhongomiant-groves-spire', { counters: { durability: 3 } });
    return [s, w];
  }

  it("'rhongomiant-groves-spire': spellshroud; with Mordred, +4 power while an opponent has influence eight or more", () => {
    let [s, w] = armed('Mordred', 8);
    expect(hasKeyword(s, s.objects[w]!, 'spellshroud')).toBe(true);
    expect(currentStat(s, s.objects[w]!, 'power')).toBe(6);
    [s, w] = armed('Mordred', 7);
    expect(currentStat(s, s.objects[w]!, 'power')).toBe(2);
    [s, w] = armed('Other', 9);
    expect(currentStat(s, s.objects[w]!, 'power')).toBe(2);
  });

  it("'rhongomiant-groves-spire': with Mordred, when a durability counter comes off it you may return a card from memory to hand", () => {
    let [s, w] = armed('Mordred', 0);
    s = passUntil(declareAttack(s, s.players[1]!.champion!, w), (t) => t.pending?.kind === 'may' || (!t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
    expect(s.pending?.kind).toBe('may');
    expect(s.objects[w]!.counters.durability).toBe(2);
    s = act(s, A, { type: 'mayAnswer', accept: true });
    s = passUntil(s, (t) => t.pending?.kind === 'chooseMemory' || (!t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
    if (s.pending?.kind === 'chooseMemory') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseCard')!);
    s = passUntil(s, (t) => !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
    expect(player(s, A).memory).toHaveLength(1);
    expect(player(s, A).hand).toHaveLength(1);
    // Not Mordred: no trigger.
    [s, w] = armed('Other', 0);
    s = passUntil(declareAttack(s, s.players[1]!.champion!, w), (t) => t.pending?.kind === 'may' || (!t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
    expect(s.pending?.kind).not.toBe('may');
  });
});

describe('tasershot', () => {
  /** Alice (a Ranger or not) hits Bob's champion with a Gun loaded with Tasershot. */
  function shoot(classes: string[]): GameState {
    let s = attackTurn({ classes, elements: ['NORM'] });
    let gun: string, shot: string;
    [s, gun] = onField(s, 'seekers-rifle', { counters: { durability: 2 } });
    [s, shot] = addCard(withDef(s, scriptedDef('tasershot')), A, 'tasershot', 'hand');
    s = { ...s, players: s.players.map((p) => (p.id === A ? { ...p, hand: p.hand.filter((c) => c !== shot) } : p)), objects: { ...s.objects, [gun]: { ...s.objects[gun]!, loaded: [shot] } } };
    return passUntil(declareAttack(s, s.players[1]!.champion!, gun), (t) => !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
  }
  /** Bob, in his next materialize phase, levels up if he can; returns the damage his champion took from it. */
  function bobLevelsUp(s: GameState): { s: GameState; levelled: boolean; before: number } {
    const next = defineCard({ slug: 'test-bob-next', name: 'Bobbie, Next', types: ['CHAMPION'], subtypes: ['MAGE'], classes: ['MAGE'], element: 'NORM', cost: { kind: 'memory', value: 0 }, level: 1, life: 20 }, {});
    [s] = addCard(withDef(s, next), B, next.slug, 'materialDeck');
    s = passUntil(s, (t) => t.players[t.turnPlayer]!.id === B && t.pending?.kind === 'materializePhase');
    const champs = legalActions(s, B).filter((a) => a.type === 'materialize' && s.defs[s.cards[a.card]!.def]!.types.includes('CHAMPION'));
    const before = s.objects[s.players[1]!.champion!]!.damage;
    if (champs.length === 0) return { s, levelled: false, before };
    s = passUntil(act(s, B, champs[0]!), (t) => t.stack.length === 0 && t.pendingTriggers.length === 0 && (t.pending === null || t.pending.kind === 'materializePhase'));
    return { s, levelled: true, before };
  }

  it("'tasershot': renewable; rest it to load it into an unloaded Gun of yours", () => {
    const def = scriptedDef('tasershot');
    expect(def.keywords).toContain('renewable');
    let s = game({ classes: ['RANGER'] });
    let gun: string, o: string;
    [s, gun] = onField(s, 'seekers-rifle', { counters: { durability: 2 } });
    [s, o] = onField(s, 'tasershot');
    s = act(s, A, { type: 'activateAbility', object: o, index: 0 });
    if (s.pending?.kind === 'activation') s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: gun } });
    s = settle(s);
    expect(s.objects[gun]!.loaded).toHaveLength(1);
  });

  it("'tasershot': a Ranger's champion hit: until Alice's next turn, each time that champion levels up it takes 4 unpreventable damage", () => {
    let s = shoot(['RANGER']);
    expect(s.timedWatchers).toHaveLength(1);
    const r = bobLevelsUp(s);
    expect(r.levelled).toBe(true);
    expect(r.s.objects[r.s.players[1]!.champion!]!.damage).toBe(r.before + 4);
    // Alice's next turn: it is over.
    s = passUntil(r.s, (t) => t.players[t.turnPlayer]!.id === A);
    expect(s.timedWatchers).toBeUndefined();
  });

  it("'tasershot': without the Class Bonus nothing watches the level up", () => {
    const s = shoot(['WARRIOR']);
    expect(s.timedWatchers).toBeUndefined();
    const r = bobLevelsUp(s);
    expect(r.s.objects[r.s.players[1]!.champion!]!.damage).toBe(r.before);
  });
});
