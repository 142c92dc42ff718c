// ALC lineage champions scripted by branch h5-lin: Nico, Whiplash Allure; Arisanna, Astral Zenith.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, payReserve, player, withDef } from '../doa/support.js';
import { legalActions } from '../../../src/engine/index.js';
import { championIs } from '../guardian-warrior-support.js';

const nico = scriptedDef('nico-whiplash-allure');
const floating: CardDef = { ...defineCard({ slug: 'test-floater', name: 'Test Floater', types: ['ACTION'], element: 'NORM', cost: reserve(1), speed: true }, { onResolve: [] }), keywords: ['floatingMemory'] };
const sinker = defineCard({ slug: 'test-sinker', name: 'Test Sinker', types: ['ACTION'], element: 'NORM', cost: reserve(1), speed: true }, { onResolve: [] });
const exhume = defineCard({ slug: 'test-exhume', name: 'Test Exhume', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'banishFromGraveyard', filter: {}, max: 'any', singleGraveyard: true }] });
const blade = defineCard({ slug: 'test-blade-3', name: 'Test Blade', types: ['WEAPON'], element: 'NORM', cost: reserve(0), power: 3, durability: 5 }, {});

const settled = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;
/** Alice (Nico) in her second turn's main phase. */
const start = (): GameState => [floating, sinker, exhume, blade].reduce((s, d) => withDef(s, d), championIs(passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A)), A, nico));

/** Alice banishes these graveyard cards at once with a test action. */
function banishAll(s: GameState, cards: string[]): GameState {
  let c: string;
  [s, c] = addCard(s, A, 'test-exhume');
  s = passUntil(payReserve(act(s, A, { type: 'activate', card: c }), A), (t) => t.pending?.kind === 'banishFromGraveyard');
  for (const id of cards) s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id } });
  if (s.pending?.kind === 'banishFromGraveyard') s = act(s, A, { type: 'chooseTarget', target: null });
  return passUntil(s, settled);
}

describe("'nico-whiplash-allure'", () => {
  it('a card with floating memory banished from your graveyard: a lash counter on Nico; other cards, or cards of another graveyard, do not count', () => {
    let s = start();
    let f1: string, plain: string, theirs: string;
    [s, f1] = addCard(s, A, 'test-floater', 'graveyard');
    [s, plain] = addCard(s, A, 'test-sinker', 'graveyard');
    s = banishAll(s, [f1, plain]);
    expect(player(s, A).banishment).toEqual(expect.arrayContaining([f1, plain]));
    expect(champion(s, A).counters.lash).toBe(1);
    [s, theirs] = addCard(s, B, 'test-floater', 'graveyard');
    s = banishAll(s, [theirs]);
    expect(player(s, B).banishment).toContain(theirs);
    expect(champion(s, A).counters.lash).toBe(1);
  });

  it('ruling: several floating memory cards banished at once trigger it that many times', () => {
    let s = start();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) { let id: string; [s, id] = addCard(s, A, 'test-floater', 'graveyard'); ids.push(id); }
    s = banishAll(s, ids);
    expect(champion(s, A).counters.lash).toBe(3);
  });

  describe('On Champion Hit', () => {
    function hit(lash: number): GameState {
      let s = edit(start(), (t) => { t.objects[player(t, A).champion!]!.counters.lash = lash; });
      let sword: string;
      [s, sword] = addObject(s, A, 'test-blade-3');
      s = act(s, A, { type: 'attack', attacker: champion(s, A).id });
      if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, A, { type: 'chooseWeapon', weapon: sword });
      s = act(s, A, { type: 'chooseAttackTarget', target: champion(s, B).id });
      return passUntil(s, (t) => t.pending?.kind === 'may' || (!t.combat && settled(t)), 400);
    }

    it('optionally, the hit player mills as many cards as Nico has lash counters', () => {
      const s = hit(2);
      expect(s.pending?.kind).toBe('may');
      const deck = player(s, B).mainDeck;
      const t = passUntil(act(s, A, { type: 'mayAnswer', accept: true }), (u) => !u.combat && settled(u), 400);
      expect(player(t, B).graveyard).toEqual(expect.arrayContaining(deck.slice(0, 2)));
      expect(player(t, B).mainDeck).toEqual(deck.slice(2));
    });

    it('declined: nothing is milled', () => {
      const s = hit(2);
      const deck = player(s, B).mainDeck;
      const t = passUntil(act(s, A, { type: 'mayAnswer', accept: false }), (u) => !u.combat && settled(u), 400);
      expect(player(t, B).mainDeck).toEqual(deck);
    });
  });
});

describe("'arisanna-astral-zenith'", () => {
  const arisanna = scriptedDef('arisanna-astral-zenith');
  const look = defineCard({ slug: 'test-look', name: 'Test Look', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [{ op: 'glimpse', count: 2 }] });
  const star: CardDef = { ...defineCard({ slug: 'test-star', name: 'Test Star', types: ['ACTION'], subtypes: ['STAR'], element: 'NORM', cost: reserve(5), speed: true }, { onResolve: [] }), keywords: ['starcalling'], activationValues: { starcalling: 1 } };
  const costly: CardDef = { ...star, slug: 'test-costly', name: 'Test Costly', sacrificeAsCost: { filter: { type: 'ALLY' }, count: 1 } };
  const tax = defineCard({ slug: 'test-tax', name: 'Test Tax', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, { abilities: [{ kind: 'static', effect: { kind: 'costModifier', affects: 'cardsYouActivate', amount: 1, only: { subtype: 'STAR' } } }] });
  const body = defineCard({ slug: 'test-body', name: 'Test Body', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, {});

  const begin = (): GameState => [look, star, costly, tax, body].reduce((s, d) => withDef(s, d), championIs(passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A)), A, arisanna));
  /** Alice glimpses with `top` on top of her deck. */
  function glimpse(s: GameState, top: string): [GameState, string] {
    let l: string, st: string;
    [s, st] = addCard(s, A, top, 'mainDeck');
    [s, l] = addCard(s, A, 'test-look');
    return [passUntil(act(s, A, { type: 'activate', card: l }), (t) => t.pending?.kind === 'glimpse'), st];
  }
  const starcalls = (s: GameState) => legalActions(s, A).filter((a) => a.type === 'starcall');
  const finish = (s: GameState) => {
    while (s.pending?.kind === 'glimpse') s = act(s, A, legalActions(s, A).find((a) => a.type === 'glimpseChoice')!);
    return s;
  };

  it('once per turn, a starcalling cost may be paid with (0): offered beside the usual one', () => {
    let [s, st] = glimpse(begin(), 'test-star');
    expect(starcalls(s)).toEqual([{ type: 'starcall', card: st }, { type: 'starcall', card: st, free: true }]);
    const hand = player(s, A).hand.length;
    s = finish(act(s, A, { type: 'starcall', card: st, free: true }));
    // Nothing to pay: it is on the stack at once.
    expect(s.stack.some((i) => i.card === st)).toBe(true);
    expect(player(s, A).hand.length).toBe(hand);
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending);
    // Used: not again this turn.
    [s, st] = glimpse(s, 'test-star');
    expect(starcalls(s)).toEqual([{ type: 'starcall', card: st }]);
    // Next turn again.
    s = passUntil(passUntil(finish(s), atMain(B)), atMain(A));
    [s, st] = glimpse(s, 'test-star');
    expect(starcalls(s)).toContainEqual({ type: 'starcall', card: st, free: true });
  });

  it('ruling: paying the usual cost keeps the free one for later this turn', () => {
    let [s, st] = glimpse(begin(), 'test-star');
    [s] = addCard(s, A, 'smoke-out');
    s = finish(act(s, A, { type: 'starcall', card: st }));
    expect(s.pending?.kind === 'activation' && s.pending.draft.reserveNeeded).toBe(1);
    s = passUntil(payReserve(s, A), (t) => t.stack.length === 0 && !t.pending);
    [s, st] = glimpse(s, 'test-star');
    expect(starcalls(s)).toContainEqual({ type: 'starcall', card: st, free: true });
  });

  it("ruling: changes to the card's reserve cost are ignored; other additional costs are still paid", () => {
    let s = begin();
    [s] = addObject(s, A, 'test-tax');
    let st: string;
    [s, st] = glimpse(s, 'test-star');
    const hand = player(s, A).hand.length;
    s = finish(act(s, A, { type: 'starcall', card: st, free: true }));
    expect(s.stack.some((i) => i.card === st)).toBe(true); // the +1 does not apply: nothing paid
    expect(player(s, A).hand.length).toBe(hand);
    // A card that asks to sacrifice an ally: not without one, even for free.
    let t = begin();
    let c: string;
    [t, c] = glimpse(t, 'test-costly');
    expect(starcalls(t)).toEqual([]);
    let ally: string;
    [t, ally] = addObject(begin(), A, 'test-body');
    [t, c] = glimpse(t, 'test-costly');
    expect(starcalls(t)).toContainEqual({ type: 'starcall', card: c, free: true });
    t = finish(act(t, A, { type: 'starcall', card: c, free: true }));
    for (let i = 0; i < 5 && t.pending?.kind === 'activation'; i++) t = act(t, A, legalActions(t, A).find((a) => a.type !== 'cancel' && a.type !== 'concede')!);
    t = passUntil(t, (u) => u.stack.length === 0 && !u.pending);
    expect(t.objects[ally]).toBeUndefined();
  });
});
