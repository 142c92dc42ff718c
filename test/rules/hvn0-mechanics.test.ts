// Mechanics extended for the HVN cards of task hvn0: each test names the rules page it follows.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, memory, reserve } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { attackPower } from '../../src/engine/flow/combat.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { costToPay } from '../../src/engine/play/costs.js';
import { A, B, act, addCard, addObject, atMain, edit, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const start = () => passUntil(newGame({ first: A }), atMain(A));
const place = (s: GameState, who: string, def: CardDef): [GameState, string] => addObject(withDef(s, def), who, def.slug);
const idle = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;

describe('activated abilities of regalia you do not control cost more (game-mechanics/game-mechanics-abilities/abilities-static-abilities.md#general-rules)', () => {
  const tax = defineCard({ slug: 'test-hvn0-regalia-tax', name: 'Test Regalia Tax', types: ['PHANTASIA'], element: 'NORM', cost: reserve(0) },
    { abilities: [{ kind: 'static', effect: { kind: 'opponentsAllyAbilityCost', amount: 2, regalia: true } }] });
  const ability = { kind: 'activated' as const, speed: 'fast' as const, costs: [{ kind: 'reserve' as const, value: 1 }], effects: [draw(1)] };
  const relic = defineCard({ slug: 'test-hvn0-relic', name: 'Test Relic', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, { abilities: [ability] });
  const ally = defineCard({ slug: 'test-hvn0-ally', name: 'Test Ally', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, { abilities: [ability] });
  it('the regalia variant raises the reserve cost of opposing regalia only, never allies nor its own controller\'s regalia', () => {
    let s = start();
    let mine: string, theirs: string, theirAlly: string;
    [s] = place(s, A, tax);
    [s, mine] = place(s, A, relic);
    [s, theirs] = place(s, B, relic);
    [s, theirAlly] = place(s, B, ally);
    const needed = (t: GameState, who: string, id: string) => {
      const u = act(t, who, { type: 'activateAbility', object: id, index: 0 });
      return u.pending?.kind === 'activation' ? u.pending.draft.reserveNeeded : -1;
    };
    expect(needed(s, A, mine)).toBe(1);
    const b = passUntil(s, atMain(B));
    expect(needed(b, B, theirs)).toBe(3);
    expect(needed(b, B, theirAlly)).toBe(1);
  });
});

describe('a condition on the cards in an opponent\'s memory (game-mechanics/game-mechanics-game-zones/game-zones-memory.md#general-rules)', () => {
  const card = defineCard({ slug: 'test-hvn0-memory-cheap', name: 'Test Memory Cheap', types: ['ACTION'], element: 'NORM', cost: reserve(3) },
    { abilities: [{ kind: 'static', effect: { kind: 'costModifier', affects: 'self', amount: -2 }, condition: { kind: 'opponentMemory', min: 4 } }] });
  it('counts only memory, not hand, of the opponents', () => {
    const withMemory = (n: number, hand = 0) => edit(start(), (t) => {
      const p = player(t, B);
      const all = [...p.hand, ...p.memory, ...p.mainDeck];
      p.memory = all.slice(0, n);
      p.hand = all.slice(n, n + hand);
      p.mainDeck = all.slice(n + hand);
    });
    const cost = (s: GameState) => costToPay(withDef(s, card), A, card, 0, 'activate');
    expect(cost(withMemory(3, 5))).toBe(3);
    expect(cost(withMemory(4))).toBe(1);
    // Alice's own memory does not count.
    expect(cost(edit(withMemory(0), (t) => { const p = player(t, A); p.memory = [...p.memory, ...p.mainDeck.slice(0, 5)]; p.mainDeck = p.mainDeck.slice(5); }))).toBe(3);
  });
});

describe('a revealed hand or memory to discard from (glossary/game-terms.md#reveal)', () => {
  const peek = (reveal: boolean) => defineCard({ slug: `test-hvn0-peek-${reveal}`, name: 'Test Peek', types: ['ACTION'], element: 'NORM', cost: reserve(0) },
    { targets: [{ kind: 'player' }], onResolve: [{ op: 'lookAndDiscard', target: 0, ...(reveal ? { reveal: true } : {}) }] });
  const run = (reveal: boolean) => {
    const d = peek(reveal);
    let s = withDef(start(), d);
    let c: string;
    [s, c] = addCard(s, A, d.slug);
    s = payReserve(act(s, A, { type: 'activate', card: c }), A);
    if (s.pending?.kind === 'activation') s = act(s, A, { type: 'chooseTarget', target: { kind: 'player', id: B } });
    s = payReserve(s, A);
    s = passUntil(s, (t) => t.pending?.kind === 'lookAndDiscard');
    s = act(s, A, { type: 'chooseMode', mode: 0 });
    const handBefore = player(s, B).hand.length;
    const pick = legalActions(s, A).find((a) => a.type === 'chooseTarget')!;
    s = passUntil(act(s, A, pick), idle);
    expect(player(s, B).hand.length).toBe(handBefore - 1);
    return s.log.map((l) => l.text);
  };
  it('revealing puts the names of the zone\'s cards in the public log; looking does not', () => {
    expect(run(true).some((t) => /Bob reveals their hand: /.test(t))).toBe(true);
    const looked = run(false);
    expect(looked.some((t) => /reveals their hand/.test(t))).toBe(false);
    expect(looked.some((t) => /looks at Bob's hand/.test(t))).toBe(true);
  });
});

describe('an ally\'s static ability makes attack cards enter the intent with more power (game-mechanics/game-mechanics-game-zones/game-zones-intent.md#general-rules)', () => {
  const captain = defineCard({ slug: 'test-hvn0-captain', name: 'Test Captain', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 1 },
    { abilities: [{ kind: 'static', effect: { kind: 'intentEntryPower', amount: 2, filter: { type: 'ATTACK', subtype: 'POLEARM' } } }] });
  const thrust = defineCard({ slug: 'test-hvn0-thrust', name: 'Test Thrust', types: ['ATTACK'], subtypes: ['POLEARM'], element: 'NORM', cost: reserve(0), power: 1 }, {});
  const swing = defineCard({ slug: 'test-hvn0-swing', name: 'Test Swing', types: ['ATTACK'], subtypes: ['SWORD'], element: 'NORM', cost: reserve(0), power: 1 }, {});
  function power(attack: CardDef, whose: string): number {
    let s = withDef(passUntil(passUntil(start(), atMain(B)), atMain(A)), attack);
    [s] = place(s, whose, captain);
    let c: string;
    [s, c] = addCard(s, A, attack.slug);
    s = passUntil(payReserve(act(s, A, { type: 'activate', card: c }), A), (t) => t.pending?.kind === 'attackDeclaration');
    if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, A, { type: 'chooseWeapon', weapon: null });
    s = act(s, A, { type: 'chooseAttackTarget', target: s.objects[s.players[1]!.champion!]!.id });
    return attackPower(s);
  }
  it('an ally of the attacking player adds to attack cards of the kind; not other kinds, nor an opponent\'s ally', () => {
    expect(power(thrust, A)).toBe(3);
    expect(power(swing, A)).toBe(1);
    expect(power(thrust, B)).toBe(1);
  });
});

describe('banishing the top cards of a deck (game-mechanics/game-mechanics-game-zones/game-zones-banishment.md#general-rules)', () => {
  const dig = (banish: boolean) => defineCard({ slug: `test-hvn0-dig-${banish}`, name: 'Test Dig', types: ['ACTION'], element: 'NORM', cost: reserve(0) },
    { onResolve: [{ op: 'mill', who: 'you', count: 2, ...(banish ? { banish: true } : {}) }] });
  const run = (banish: boolean) => {
    const d = dig(banish);
    let s = withDef(start(), d);
    const top = player(s, A).mainDeck.slice(0, 2);
    let c: string;
    [s, c] = addCard(s, A, d.slug);
    s = passUntil(payReserve(act(s, A, { type: 'activate', card: c }), A), idle);
    return [top, player(s, A).banishment, player(s, A).graveyard] as const;
  };
  it('the banish variant sends the top two cards to banishment, not to the graveyard', () => {
    const [top, banished, grave] = run(true);
    expect(banished).toEqual(expect.arrayContaining(top));
    expect(grave.some((c) => top.includes(c))).toBe(false);
    const [top2, banished2, grave2] = run(false);
    expect(grave2).toEqual(expect.arrayContaining(top2));
    expect(banished2.some((c) => top2.includes(c))).toBe(false);
  });
});

describe('a card filter for advanced elements (general-rules/general-rules-parts-of-a-card/parts-of-a-card-element.md#parts-of-a-card-element)', () => {
  const tax = defineCard({ slug: 'test-hvn0-advanced-tax', name: 'Test Advanced Tax', types: ['PHANTASIA'], element: 'NORM', cost: reserve(0) },
    { abilities: [{ kind: 'static', effect: { kind: 'filteredCostModifier', players: 'opponents', filter: { advancedElement: true }, amount: 2 } }] });
  const card = (element: 'NORM' | 'FIRE' | 'ARCANE' | 'TERA') => defineCard({ slug: `test-hvn0-el-${element}`, name: `Test ${element}`, types: ['ACTION'], element, cost: reserve(1) }, {});
  it('only cards with an advanced element match; norm and the basic elements do not', () => {
    let s = start();
    [s] = place(s, A, tax);
    const cost = (d: CardDef, who: string) => costToPay(withDef(s, d), who, d, 0, 'activate');
    expect(cost(card('ARCANE'), B)).toBe(3);
    expect(cost(card('TERA'), B)).toBe(3);
    expect(cost(card('FIRE'), B)).toBe(1);
    expect(cost(card('NORM'), B)).toBe(1);
    expect(cost(card('ARCANE'), A)).toBe(1);
  });
});

describe('resting the source to do something (glossary/game-terms.md#restrested)', () => {
  const lamp = defineCard({ slug: 'test-hvn0-lamp', name: 'Test Lamp', types: ['ITEM'], element: 'NORM', cost: reserve(0) },
    { abilities: [{ kind: 'activated', speed: 'fast', costs: [], effects: [{ op: 'restSelfToDo', then: [draw(1)] }] }] });
  it('an awake source rests and the effects follow; an already rested one does nothing', () => {
    let s = start();
    let l: string;
    [s, l] = place(s, A, lamp);
    const hand = player(s, A).hand.length;
    s = passUntil(act(s, A, { type: 'activateAbility', object: l, index: 0 }), idle);
    expect(s.objects[l]!.rested).toBe(true);
    expect(player(s, A).hand.length).toBe(hand + 1);
    s = passUntil(act(s, A, { type: 'activateAbility', object: l, index: 0 }), idle);
    expect(player(s, A).hand.length).toBe(hand + 1);
  });
});

describe('every player banishing all graveyard cards not of an element (game-mechanics/game-mechanics-game-zones/game-zones-graveyard.md#general-rules)', () => {
  const purge = defineCard({ slug: 'test-hvn0-purge', name: 'Test Purge', types: ['ACTION'], element: 'NORM', cost: reserve(0) },
    { onResolve: [{ op: 'banishFromOwnGraveyard', who: 'each', count: 0, allNotElement: 'WATER' }] });
  const wet = defineCard({ slug: 'test-hvn0-wet', name: 'Test Wet', types: ['ACTION'], element: ['WATER', 'FIRE'], cost: reserve(0) }, {});
  const dry = defineCard({ slug: 'test-hvn0-dry', name: 'Test Dry', types: ['ACTION'], element: 'FIRE', cost: reserve(0) }, {});
  it('only cards without that element go, from each graveyard, with no choice asked', () => {
    let s = [purge, wet, dry].reduce(withDef, start());
    let w: string, d: string, bd: string, bw: string;
    [s, w] = addCard(s, A, wet.slug, 'graveyard');
    [s, d] = addCard(s, A, dry.slug, 'graveyard');
    [s, bw] = addCard(s, B, wet.slug, 'graveyard');
    [s, bd] = addCard(s, B, dry.slug, 'graveyard');
    let c: string;
    [s, c] = addCard(s, A, purge.slug);
    s = passUntil(payReserve(act(s, A, { type: 'activate', card: c }), A), idle);
    expect(player(s, A).graveyard).toContain(w);
    expect(player(s, B).graveyard).toContain(bw);
    expect(player(s, A).banishment).toContain(d);
    expect(player(s, B).banishment).toContain(bd);
    // The resolved card itself went to the graveyard after its effects.
    expect(player(s, A).graveyard).toContain(c);
  });
});
