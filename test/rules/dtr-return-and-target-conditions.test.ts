// Returning an object to its owner's memory or to the top of their main deck
// (game-mechanics/game-mechanics-game-zones/game-zones-memory.md, game-zones-main-deck.md), "if that unit
// is a …" conditions on a target, a distant source (glossary/game-terms.md#distant), element targets,
// and two more tallies (graveyard cards, the highest power among omens: game-mechanics-counters.md#omen).
import { describe, expect, it } from 'vitest';
import { defineCard, draw, ifThen, reserve, target, targetUnit } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import type { GameState } from '../../src/engine/index.js';
import { tally } from '../../src/engine/effects/tallies.js';
import { conditionMet } from '../../src/engine/state/query.js';
import { A, B, act, addCard, champion, edit, newGame, player } from '../engine/helpers.js';
import { objectTarget, place, play, withDefs } from '../cards/amb/scenario.js';
import { legal } from '../cards/doa/support.js';

const ally = (slug: string): CardDef => defineCard({ slug, name: slug, types: ['ALLY'], subtypes: ['HUMAN'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, {});
const action = (slug: string, script: Parameters<typeof defineCard>[1]): CardDef =>
  defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, script);
const plain = ally('test-plain');
const toMemory = action('test-to-memory', { targets: [targetUnit()], onResolve: [{ op: 'returnToZone', subject: target(0), zone: 'memory' }] });
const toTop = action('test-to-top', { targets: [targetUnit()], onResolve: [{ op: 'returnToZone', subject: target(0), zone: 'deckTop' }] });

describe('returning objects to memory or the top of the deck', () => {
  it("the object's card goes to its owner's memory", () => {
    let s = withDefs(newGame({ first: A }), plain, toMemory);
    let id: string;
    [s, id] = place(s, B, plain);
    const card = s.objects[id]!.card!;
    s = play(s, A, toMemory, [objectTarget(id)]);
    expect(s.objects[id]).toBeUndefined();
    expect(player(s, B).memory).toContain(card);
  });

  it("the object's card goes on top of its owner's main deck; an ephemeral one is banished instead", () => {
    let s = withDefs(newGame({ first: A }), plain, toTop);
    let id: string, e: string;
    [s, id] = place(s, B, plain);
    [s, e] = place(s, B, plain, { ephemeral: true });
    const card = s.objects[id]!.card!;
    const eCard = s.objects[e]!.card!;
    s = play(s, A, toTop, [objectTarget(id)]);
    expect(player(s, B).mainDeck[0]).toBe(card);
    s = play(s, A, toTop, [objectTarget(e)]);
    expect(player(s, B).banishment).toContain(eCard);
    expect(player(s, B).mainDeck[0]).toBe(card);
  });
});

describe('conditions and targets', () => {
  it('"if that unit is a champion": the target checked against a filter as the effect resolves', () => {
    const check = action('test-check', { targets: [targetUnit()], onResolve: [ifThen({ kind: 'targetMatches', index: 0, filter: { type: 'CHAMPION' } }, [draw(1)])] });
    const drew = (onChampion: boolean): number => {
      let s = withDefs(newGame({ first: A }), plain, check);
      let id: string;
      [s, id] = place(s, B, plain);
      const deck = player(s, A).mainDeck.length;
      s = play(s, A, check, [objectTarget(onChampion ? champion(s, B).id : id)]);
      return deck - player(s, A).mainDeck.length;
    };
    expect(drew(true)).toBe(1);
    expect(drew(false)).toBe(0);
  });

  it('a distant source (glossary/game-terms.md#distant)', () => {
    let s = withDefs(newGame({ first: A }), plain);
    let near: string, far: string;
    [s, near] = place(s, A, plain);
    [s, far] = place(s, A, plain, { distant: true });
    expect(conditionMet(s, A, { kind: 'selfDistant' }, s.objects[far])).toBe(true);
    expect(conditionMet(s, A, { kind: 'selfDistant' }, s.objects[near])).toBe(false);
  });

  it('a graveyard card target of one element', () => {
    const pick = action('test-pick', { targets: [{ kind: 'graveyardCard', controller: 'you', element: 'WATER' }], onResolve: [] });
    let s = withDefs(newGame({ first: A }), pick);
    let water: string, fire: string, card: string;
    [s, water] = addCard(s, A, 'glacial-evocation', 'graveyard');
    [s, fire] = addCard(s, A, 'smoke-out', 'graveyard');
    [s, card] = addCard(s, A, pick.slug);
    s = act(s, A, { type: 'activate', card });
    const offered = legal(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'card' ? [a.target.id] : []));
    expect(offered).toEqual([water]);
    expect(offered).not.toContain(fire);
  });

  it('tallies: graveyard cards like a filter, and the highest power among omens', () => {
    let s: GameState = newGame({ first: A });
    [s] = addCard(s, A, 'glacial-evocation', 'graveyard');
    [s] = addCard(s, A, 'sink-into-oblivion', 'graveyard');
    [s] = addCard(s, A, 'smoke-out', 'graveyard');
    expect(tally(s, A, { of: 'graveyard', filter: { element: 'WATER' } })).toBe(2);
    expect(tally(s, A, { of: 'graveyard' })).toBe(3);
    let a: string;
    [s, a] = addCard(s, A, 'giant-tortoise', 'banishment'); // power 1
    [s] = addCard(s, A, 'blitz-mage', 'banishment'); // power 3, no omen counter
    expect(tally(s, A, { of: 'omenHighestPower' })).toBe(0);
    s = edit(s, (t) => { t.cardCounters = { ...t.cardCounters, [a]: { omen: 1 } }; });
    expect(tally(s, A, { of: 'omenHighestPower' })).toBe(1);
  });
});

describe('entered this turn, and the graveyard of a target\'s controller', () => {
  it('"that entered the field this turn": objects that entered on an earlier turn are not offered', () => {
    const pick = action('test-pick-new', { targets: [{ kind: 'object', enteredThisTurn: true }], onResolve: [] });
    let s = withDefs(newGame({ first: A }), plain, pick);
    let fresh: string, old: string, card: string;
    [s, fresh] = place(s, B, plain);
    [s, old] = place(s, B, plain);
    s = edit(s, (t) => { t.objects[old]!.enteredTurn = t.turn - 1; t.objects[fresh]!.enteredTurn = t.turn; });
    [s, card] = addCard(s, A, pick.slug);
    s = act(s, A, { type: 'activate', card });
    const offered = legal(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
    expect(offered).toContain(fresh);
    expect(offered).not.toContain(old);
  });

  it("a condition on the number of cards in the target's controller's graveyard", () => {
    let s: GameState = edit(newGame({ first: A }), (t) => { for (const p of t.players) p.graveyard = []; });
    for (let i = 0; i < 2; i++) [s] = addCard(s, B, 'smoke-out', 'graveyard');
    const c = { kind: 'targetControllerGraveyard', index: 0, min: 2 } as const;
    expect(conditionMet(s, A, c, undefined, [champion(s, B)])).toBe(true);
    expect(conditionMet(s, A, c, undefined, [champion(s, A)])).toBe(false);
    expect(conditionMet(s, A, { ...c, min: 3 }, undefined, [champion(s, B)])).toBe(false);
  });
});

describe('a revealed top card into memory, and the champion level as a tally', () => {
  it('the revealed top card goes into memory when it fits, else stays on top', () => {
    const peek = action('test-peek-memory', { onResolve: [{ op: 'revealTopTakeIf', filter: { type: 'ALLY' }, to: 'memory' }] });
    const run = (slug: string): boolean => {
      let s = withDefs(newGame({ first: A }), peek);
      let c: string;
      [s, c] = addCard(s, A, slug, 'mainDeck');
      s = edit(s, (t) => { const p = t.players.find((x) => x.id === A)!; p.mainDeck = [c, ...p.mainDeck.filter((x) => x !== c)]; });
      s = play(s, A, peek);
      return player(s, A).memory.includes(c) && player(s, A).mainDeck[0] !== c;
    };
    expect(run('blitz-mage')).toBe(true);
    expect(run('smoke-out')).toBe(false);
  });

  it("the champion level tally follows the champion's level", () => {
    let s: GameState = newGame({ first: A });
    const before = tally(s, A, { of: 'championLevel' });
    s = edit(s, (t) => { t.objects[t.players.find((p) => p.id === A)!.champion!]!.counters.level = 2; });
    expect(tally(s, A, { of: 'championLevel' })).toBe(before + 2);
  });
});
