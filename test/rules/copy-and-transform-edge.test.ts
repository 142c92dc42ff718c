// Edge cases of copies (game-mechanics-copy.md) and double-faced cards (double-faced-cards.md):
// copies in the intent and of attack card activations, the additional costs a copy requires,
// copies of champions, face-down double-faced cards and cards entering the field transformed.
import { describe, expect, it } from 'vitest';
import { copyActivation, copyObject, defineCard, draw, memory, onEnter, reserve, target, targetActivation, triggered } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState, PlayerId } from '../../src/engine/index.js';
import type { Ctx } from '../../src/engine/flow/ctx.js';
import { attackPower } from '../../src/engine/flow/combat.js';
import { copyIntoIntent } from '../../src/engine/effects/copy.js';
import { isCopyCard } from '../../src/engine/effects/copy-cards.js';
import { cardCharacteristics, entryFace, isDoubleFacedCard, isFaceDownCard, isTransformed, putCardOntoField } from '../../src/engine/effects/transform.js';
import { championLevel, objDef } from '../../src/engine/state/query.js';
import { checkConservation } from '../../src/engine/invariants.js';
import { A, B, act, addCard, atMain, champion, edit, newGame, passUntil, player, withDef } from '../engine/helpers.js';
import { allyDef, cast, resolveAll, spell } from './copy-helpers.js';

const strike: CardDef = defineCard({ slug: 'test-edge-strike', name: 'Test Edge Strike', types: ['ATTACK'], element: 'NORM', cost: reserve(0), power: 3 }, {});
const echo = spell([copyActivation(0)], [targetActivation()]);

/** Run `fn` on a working copy of the state, as an effect resolving in the engine would. */
function withCtx<T>(s: GameState, fn: (ctx: Ctx) => T): [GameState, T] {
  let out!: T;
  const t = edit(s, (x) => { out = fn({ s: x, events: [] }); });
  return [t, out];
}

/** Bob (the second player, who may attack) activates the test attack card in his main phase. */
function bobActivatesStrike(): [GameState, string] {
  let s = withDef(passUntil(newGame({ first: A }), atMain(B)), strike);
  let card: string;
  [s, card] = addCard(s, B, strike.slug);
  return [act(s, B, { type: 'activate', card }), card];
}

/** Bob attacks Alice's champion with the test attack card. */
function bobAttacks(): { s: GameState; card: string } {
  let [s, card] = bobActivatesStrike();
  s = passUntil(s, (t) => t.pending?.kind === 'attackDeclaration');
  if (legalActions(s, B).some((a) => a.type === 'chooseWeapon')) s = act(s, B, { type: 'chooseWeapon', weapon: null });
  s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
  return { s, card };
}

describe('Copies of attack cards and of cards in the intent', () => {
  it('Copy (game-mechanics-copy.md#copying-objects): a copy of an intent card joins the intent, adds its power to the attack, and ceases to exist at the end of combat', () => {
    let { s, card } = bobAttacks();
    const alone = attackPower(s);
    let copies: string[];
    [s, copies] = withCtx(s, (ctx) => copyIntoIntent(ctx, B, [card]));
    expect(copies).toHaveLength(1);
    const copy = copies[0]!;
    expect(s.combat!.intent).toEqual([card, copy]);
    expect(s.cards[copy]).toEqual({ owner: B, def: strike.slug, copy: true });
    expect(isCopyCard(s, copy)).toBe(true);
    expect(isCopyCard(s, card)).toBe(false);
    expect(attackPower(s)).toBe(alone + 3); // an intent like any other: its power counts
    checkConservation(s);
    const before = champion(s, A).damage;
    s = passUntil(s, (t) => t.combat === null);
    expect(champion(s, A).damage).toBe(before + alone + 3);
    // The card went to the graveyard; the copy went nowhere and no longer exists.
    expect(player(s, B).graveyard).toContain(card);
    expect(s.cards[copy]).toBeUndefined();
    for (const p of s.players) for (const zone of [p.graveyard, p.banishment, p.hand, p.memory]) expect(zone).not.toContain(copy);
    checkConservation(s);
  });

  it('Copy (game-mechanics-copy.md#copying-objects): with no combat going on there is no intent, and no copy is made', () => {
    let s = withDef(passUntil(newGame({ first: A }), atMain(B)), strike);
    let card: string;
    [s, card] = addCard(s, B, strike.slug, 'graveyard');
    const cards = Object.keys(s.cards).length;
    let copies: string[];
    [s, copies] = withCtx(s, (ctx) => copyIntoIntent(ctx, B, [card]));
    expect(copies).toEqual([]);
    expect(Object.keys(s.cards)).toHaveLength(cards);
  });

  it('Copy (game-mechanics-copy.md#general-rules): a copied attack card activation is a card activation; it resolves over the original, fizzles, and ceases to exist instead of going to a graveyard', () => {
    let [s, card] = bobActivatesStrike();
    const original = s.stack[s.stack.length - 1]!;
    s = act(s, B, { type: 'pass' });
    [s] = cast(s, A, echo, [{ kind: 'stack', id: original.id }]);
    s = act(s, A, { type: 'pass' });
    s = act(s, B, { type: 'pass' });
    const copy = s.stack[s.stack.length - 1]!;
    expect(copy).toMatchObject({ def: strike.slug, controller: A, copy: true, kind: 'activation' });
    const graveyards = player(s, A).graveyard.length + player(s, B).graveyard.length;
    const cards = Object.keys(s.cards).length;
    s = passUntil(s, (t) => t.stack.length < 2); // both players pass: the copy, on top, resolves
    // The copy could not begin a combat (the original is still on the stack): it fizzled and is gone.
    expect(s.stack.map((i) => i.id)).toEqual([original.id]);
    expect(player(s, A).graveyard.length + player(s, B).graveyard.length).toBe(graveyards);
    expect(Object.keys(s.cards)).toHaveLength(cards);
    expect(s.log.some((l) => l.text.includes('fizzles'))).toBe(true);
    expect(s.log.some((l) => l.text.includes('ceases to exist'))).toBe(true);
    checkConservation(s);
    // The original then resolves into Bob's intent as usual.
    s = passUntil(s, (t) => t.pending?.kind === 'attackDeclaration');
    expect(s.pending).toMatchObject({ player: B, draft: { intentCard: card } });
  });
});

describe('Additional costs of copied card activations', () => {
  it('Copy (game-mechanics-copy.md#general-rules): the additional costs of the original are required of the copy: its creator rests their champion for a copied attack card', () => {
    let [s] = bobActivatesStrike();
    expect(champion(s, B).rested).toBe(true); // the original's own additional cost
    const original = s.stack[s.stack.length - 1]!;
    s = act(s, B, { type: 'pass' });
    expect(champion(s, A).rested).toBe(false);
    [s] = cast(s, A, echo, [{ kind: 'stack', id: original.id }]);
    s = act(s, A, { type: 'pass' });
    s = act(s, B, { type: 'pass' });
    expect(s.stack[s.stack.length - 1]).toMatchObject({ copy: true, controller: A });
    expect(champion(s, A).rested).toBe(true); // paid by the copy's creator
  });

  it('Copy (game-mechanics-copy.md#general-rules): when the creator cannot pay the additional costs the copy requires, no copy is made', () => {
    let [s] = bobActivatesStrike();
    const original = s.stack[s.stack.length - 1]!;
    s = act(s, B, { type: 'pass' });
    s = edit(s, (t) => { t.objects[t.players[0]!.champion!]!.rested = true; }); // Alice's champion is already rested
    [s] = cast(s, A, echo, [{ kind: 'stack', id: original.id }]);
    s = act(s, A, { type: 'pass' });
    s = act(s, B, { type: 'pass' });
    expect(s.stack.map((i) => i.id)).toEqual([original.id]);
    expect(s.stack.some((i) => i.copy)).toBe(false);
  });

  it('Copy (game-mechanics-copy.md#copying-abilities-card-activations-and-materializations): a copy of a prepared activation is prepared, and its creator removes the preparation counters again', () => {
    const trap = spell([draw(1)], [], { keywords: ['prepare'], activationValues: { prepare: 2 } });
    const setup = (bobCounters: number): GameState => {
      let s = withDef(passUntil(newGame({ first: A }), atMain(A)), trap);
      s = edit(s, (x) => {
        x.objects[x.players[0]!.champion!]!.counters.preparation = 2;
        x.objects[x.players[1]!.champion!]!.counters.preparation = bobCounters;
      });
      let c: string;
      [s, c] = addCard(s, A, trap.slug);
      s = act(s, A, { type: 'activate', card: c });
      s = act(s, A, { type: 'declarePrepare', prepare: true });
      if (s.pending?.kind === 'activation') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseFloating' && a.card === null)!);
      expect(s.stack[0]).toMatchObject({ prepared: true });
      s = act(s, A, { type: 'pass' });
      [s] = cast(s, B, echo, [{ kind: 'stack', id: s.stack[0]!.id }]);
      s = act(s, B, { type: 'pass' });
      return act(s, A, { type: 'pass' });
    };
    let s = setup(3);
    expect(s.stack[s.stack.length - 1]).toMatchObject({ def: trap.slug, copy: true, controller: B, prepared: true });
    expect(champion(s, B).counters.preparation).toBe(1);
    // Too few counters: the copy's additional cost can't be paid, and there is no copy.
    s = setup(1);
    expect(s.stack.some((i) => i.copy)).toBe(false);
    expect(champion(s, B).counters.preparation).toBe(1);
  });

  it('Copy (game-mechanics-copy.md#copying-abilities-card-activations-and-materializations): a card activation with no additional cost is copied for free', () => {
    let s = passUntil(newGame({ first: A }), atMain(A));
    const bolt = spell([{ op: 'dealDamage', to: target(0), amount: 1 }], [{ kind: 'unit' }]);
    [s] = cast(s, A, bolt, [{ kind: 'object', id: champion(s, B).id }]);
    const original = s.stack[s.stack.length - 1]!;
    s = act(s, A, { type: 'pass' });
    [s] = cast(s, B, echo, [{ kind: 'stack', id: original.id }]);
    s = act(s, B, { type: 'pass' });
    s = act(s, A, { type: 'pass' });
    expect(s.stack[s.stack.length - 1]).toMatchObject({ copy: true, controller: B });
    expect(champion(s, B).rested).toBe(false);
  });
});

describe('Copies of champions', () => {
  it('Copy (game-mechanics-copy.md#copying-objects): a champion copy has the top card\'s printed face only: no inner lineage, no counters, its printed level; its controller keeps their own champion', () => {
    let s = passUntil(newGame({ first: A }), atMain(A));
    const bob = champion(s, B);
    let lower: string;
    [s, lower] = addCard(s, B, bob.def, 'hand');
    s = edit(s, (t) => {
      const p = t.players.find((x) => x.id === B)!;
      p.hand = p.hand.filter((c) => c !== lower);
      const o = t.objects[bob.id]!;
      o.lineage = [lower];
      o.counters = { level: 2, buff: 1 };
      o.damage = 3;
    });
    const aliceChampion = player(s, A).champion;
    const aliceLevel = championLevel(s, A);
    [s] = cast(s, A, spell([copyObject(target(0))], [{ kind: 'unit' }]), [{ kind: 'object', id: bob.id }]);
    s = resolveAll(s);
    const copy = Object.values(s.objects).find((o) => o.def === bob.def && o.id !== bob.id && o.card === null)!;
    expect(copy).toMatchObject({ controller: A, owner: A, copy: true, lineage: [], damage: 0, rested: false });
    expect(copy.counters.level).toBeUndefined();
    expect(copy.counters.buff).toBeUndefined();
    expect(objDef(s, copy).level).toBe(objDef(s, bob).level);
    expect(objDef(s, copy).types).toContain('CHAMPION');
    // Alice's champion is still her champion, with its own level; Bob's is untouched.
    expect(player(s, A).champion).toBe(aliceChampion);
    expect(championLevel(s, A)).toBe(aliceLevel);
    expect(s.objects[bob.id]).toMatchObject({ lineage: [lower], counters: { level: 2, buff: 1 } });
    checkConservation(s);
  });
});

// A double-faced pair as in double-faced-and-tokens.test.ts: a regalia item whose flip side is an ally with an On Enter ability.
const stone: CardDef = { ...defineCard({ slug: 'test-edge-stone', name: 'Test Edge Stone', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(2) }, {}), back: 'test-edge-beast' };
const beast: CardDef = {
  ...defineCard({ slug: 'test-edge-beast', name: 'Test Edge Beast', types: ['ALLY'], element: 'NORM', cost: memory(2), power: 4, life: 5 }, {
    abilities: [triggered(onEnter(), [draw(1)])],
  }),
  front: 'test-edge-stone',
};

function dfcGame(): GameState {
  return edit(passUntil(newGame({ first: A }), atMain(A)), (t) => {
    t.defs[stone.slug] = stone;
    t.defs[beast.slug] = beast;
    t.defs['test-edge-single'] = allyDef('test-edge-single', 1, 1);
  });
}

function put(s: GameState, card: string, who: PlayerId, transformed: boolean): [GameState, string] {
  const [t, id] = withCtx(s, (ctx) => putCardOntoField(ctx, card, who, { transformed }));
  return [t, id!];
}

describe('Face-down double-faced cards and entering the field transformed', () => {
  it('Double-faced cards (double-faced-cards.md#double-faced-cards): face down, a double-faced card is only a card: not double-faced, not transformed, with no characteristics', () => {
    let s = dfcGame();
    let hidden: string, shown: string;
    [s, hidden] = addCard(s, A, stone.slug, 'memory');
    [s, shown] = addCard(s, A, stone.slug, 'graveyard');
    expect(isFaceDownCard(s, hidden)).toBe(true);
    expect(isDoubleFacedCard(s, hidden)).toBe(false);
    expect(cardCharacteristics(s, hidden)).toBeNull();
    // Face up off the field: double-faced, with its default side's characteristics only.
    expect(isFaceDownCard(s, shown)).toBe(false);
    expect(isDoubleFacedCard(s, shown)).toBe(true);
    expect(cardCharacteristics(s, shown)).toMatchObject({ slug: stone.slug });
    // The main deck is face down too.
    let deck: string;
    [s, deck] = addCard(s, A, stone.slug, 'mainDeck');
    expect(isDoubleFacedCard(s, deck)).toBe(false);
  });

  it('Transform (glossary/game-terms.md#transform): a double-faced card put onto the field transformed enters on its flip side, already transformed, and its On Enter triggers', () => {
    let s = dfcGame();
    let card: string;
    [s, card] = addCard(s, A, stone.slug, 'banishment');
    let o: string;
    [s, o] = put(s, card, A, true);
    expect(s.objects[o]).toMatchObject({ card, def: beast.slug, controller: A, owner: A });
    expect(isTransformed(s, s.objects[o]!)).toBe(true);
    expect(player(s, A).banishment).not.toContain(card);
    expect(s.pendingTriggers.some((t) => t.def === beast.slug)).toBe(true);
    checkConservation(s);
    // Put onto the field normally it enters on its default side.
    let card2: string, o2: string;
    [s, card2] = addCard(s, A, stone.slug, 'graveyard');
    [s, o2] = put(s, card2, A, false);
    expect(s.objects[o2]!.def).toBe(stone.slug);
    expect(isTransformed(s, s.objects[o2]!)).toBe(false);
  });

  it('Transform (glossary/game-terms.md#transform): a single-faced card told to enter transformed just enters; a copy can\'t enter transformed', () => {
    let s = dfcGame();
    let card: string, o: string;
    [s, card] = addCard(s, A, 'test-edge-single', 'graveyard');
    [s, o] = put(s, card, A, true);
    expect(s.objects[o]).toMatchObject({ card, def: 'test-edge-single' });
    expect(isTransformed(s, s.objects[o]!)).toBe(false);
    // A copy (a token: no card) keeps the face it copied (double-faced-cards.md, rule 7).
    expect(entryFace(s, stone.slug, { transformed: true, card: null })).toBe(stone.slug);
    expect(entryFace(s, stone.slug, { transformed: true, card })).toBe(beast.slug);
    expect(entryFace(s, beast.slug, { transformed: true, card })).toBe(beast.slug); // already the flip side
  });

  it('Double-faced cards (double-faced-cards.md#double-faced-cards): a card that entered transformed leaves by its default side', () => {
    let s = dfcGame();
    let card: string, o: string;
    [s, card] = addCard(s, A, stone.slug, 'banishment');
    [s, o] = put(s, card, A, true);
    s = resolveAll(s);
    [s] = cast(s, A, spell([{ op: 'returnToHand', subject: target(0) }], [{ kind: 'ally' }]), [{ kind: 'object', id: o }]);
    s = resolveAll(s);
    // A regalia by its default side: back to the material deck, not the hand.
    expect(player(s, A).materialDeck).toContain(card);
    expect(s.cards[card]!.def).toBe(stone.slug);
  });
});
