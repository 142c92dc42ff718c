// Activation keywords and activation properties: Prepare, Kindle, Imbue, Brew, Empower,
// Elysian Aura, Aenean Progression, Ephemerate, Cascade, Starcalling (glossary/keywords-and-abilities.md).
import { describe, expect, it } from 'vitest';
import {
  activated, advancedImbue, brewed, cascade, defineCard, destroy, draw, elementImbue, empower, empowered, ifThen, imbue, imbued,
  ingredient, levelRestriction, onEnter, prepared, reserve, triggered,
} from '../../src/cards/define.js';
import type { CardDef, Element } from '../../src/cards/vocabulary.js';
import { legalActions, parseGameState } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { imbueMet } from '../../src/engine/play/activation-keywords.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, payReserve, player, refuse, withDef } from '../engine/helpers.js';

const card = (slug: string, opts: { types?: CardDef['types']; cost?: number; element?: Element; subtypes?: string[]; speed?: boolean }, extra: Partial<CardDef> = {}): CardDef =>
  ({
    ...defineCard({
      slug, name: slug, types: opts.types ?? ['ACTION'], element: opts.element ?? 'NORM', cost: reserve(opts.cost ?? 0), subtypes: opts.subtypes ?? [],
      speed: opts.speed ?? true, ...(opts.types?.includes('ALLY') ? { power: 1, life: 1 } : {}),
    }, {}),
    ...extra,
  });

const handSize = (s: GameState) => player(s, A).hand.length;
const answers = (s: GameState) => legalActions(s, A).filter((a) => a.type !== 'concede');
/** Pass until the stack is empty again at Alice's main phase. */
const settle = (s: GameState) => passUntil(s, (t) => atMain(A)(t) && t.stack.length === 0);
/** Put `n` plain NORM cards in Alice's hand, to pay reserve costs with. */
function fillHand(s: GameState, n: number, element: Element = 'NORM'): [GameState, string[]] {
  const slug = `test-filler-${element.toLowerCase()}`;
  if (!s.defs[slug]) s = withDef(s, card(slug, { element }));
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    let c: string;
    [s, c] = addCard(s, A, slug);
    ids.push(c);
  }
  return [s, ids];
}
/** A game at Alice's first main phase with an empty hand. */
const start = () => edit(passUntil(newGame({ first: A }), atMain(A)), (t) => { t.players[0]!.hand = []; });

describe('Activation keywords (glossary/keywords-and-abilities.md)', () => {
  it('Prepare N (keywords-and-abilities.md#prepare): remove N preparation counters as an optional cost; the card is prepared', () => {
    const trap = card('test-trap', {}, { keywords: ['prepare'], activationValues: { prepare: 1 }, onResolve: [ifThen(prepared(), [draw(2)], [draw(1)])] });
    let s = withDef(start(), trap);
    let c: string;
    [s, c] = addCard(s, A, 'test-trap');
    // No counters: the game does not ask.
    let t = act(s, A, { type: 'activate', card: c });
    expect(t.stack[0]!.prepared).toBeUndefined();
    s = edit(s, (x) => { x.objects[x.players[0]!.champion!]!.counters.preparation = 1; });
    s = act(s, A, { type: 'activate', card: c });
    expect(s.pending?.kind === 'activation' && s.pending.draft.stage).toBe('prepare');
    expect(answers(s)).toEqual([{ type: 'declarePrepare', prepare: true }, { type: 'declarePrepare', prepare: false }, { type: 'cancel' }]);
    refuse(s, A, { type: 'chooseKindle', card: null }, 'keywords-and-abilities.md#kindle-n');
    s = act(s, A, { type: 'declarePrepare', prepare: true });
    expect(s.stack[0]!.prepared).toBe(true);
    expect(champion(s, A).counters.preparation).toBe(0);
    const before = handSize(s);
    s = settle(s);
    expect(handSize(s)).toBe(before + 2);
    // Declined: not prepared, counters stay.
    t = edit(t, (x) => { x.objects[x.players[0]!.champion!]!.counters.preparation = 1; });
    const h = handSize(t);
    t = settle(t);
    expect(handSize(t)).toBe(h + 1);
  });

  it('Kindle N (keywords-and-abilities.md#kindle-n): banish up to N fire cards from the graveyard, each paying 1 of the reserve cost', () => {
    const bolt = card('test-kindle', { cost: 3, element: 'FIRE' }, { keywords: ['kindle'], activationValues: { kindle: 2 }, onResolve: [draw(1)] });
    let s = withDef(withDef(start(), bolt), card('test-fire', { element: 'FIRE' }));
    s = withDef(s, card('test-water', { element: 'WATER' }));
    let c: string, f1: string, f2: string, f3: string, w: string;
    [s, c] = addCard(s, A, 'test-kindle');
    [s, f1] = addCard(s, A, 'test-fire', 'graveyard');
    [s, f2] = addCard(s, A, 'test-fire', 'graveyard');
    [s, f3] = addCard(s, A, 'test-fire', 'graveyard');
    [s, w] = addCard(s, A, 'test-water', 'graveyard');
    let filler: string[];
    [s, filler] = fillHand(s, 1);
    // One other card in hand + Kindle 2 pays 3: the activation is legal.
    expect(legalActions(s, A)).toContainEqual({ type: 'activate', card: c });
    s = act(s, A, { type: 'activate', card: c });
    expect(s.pending?.kind === 'activation' && s.pending.draft.stage).toBe('kindle');
    const offered = legalActions(s, A).filter((a) => a.type === 'chooseKindle');
    expect(offered).toContainEqual({ type: 'chooseKindle', card: f1 });
    expect(offered).not.toContainEqual({ type: 'chooseKindle', card: w });
    refuse(s, A, { type: 'chooseKindle', card: w }, 'keywords-and-abilities.md#kindle-n');
    s = act(s, A, { type: 'chooseKindle', card: f1 });
    s = act(s, A, { type: 'chooseKindle', card: f2 });
    // Kindle 2 is used up: straight on to the reserve cost, which is 1 now.
    expect(s.pending?.kind === 'activation' && s.pending.draft.stage).toBe('reserve');
    s = act(s, A, { type: 'chooseReserve', card: filler[0]! });
    expect(s.stack[0]!.def).toBe('test-kindle');
    expect(player(s, A).banishment).toEqual(expect.arrayContaining([f1, f2]));
    expect(player(s, A).graveyard).toEqual(expect.arrayContaining([f3, w]));
    expect(player(s, A).memory).toContain(filler[0]);
  });

  it('Imbue (keywords-and-abilities.md#imbue): the reserved cards are revealed; at least N matching makes the activation imbued', () => {
    const spell = card('test-imbue', { cost: 2, element: 'FIRE' }, { imbue: [imbue(2)], onResolve: [ifThen(imbued(), [draw(2)])] });
    let s = withDef(start(), spell);
    let c: string, fire: string[], norm: string[];
    [s, c] = addCard(s, A, 'test-imbue');
    [s, fire] = fillHand(s, 2, 'FIRE');
    [s, norm] = fillHand(s, 1);
    let t = act(s, A, { type: 'activate', card: c });
    t = act(act(t, A, { type: 'chooseReserve', card: fire[0]! }), A, { type: 'chooseReserve', card: fire[1]! });
    expect(t.stack[0]!.imbued).toBe(true);
    const h = handSize(t);
    t = settle(t);
    expect(handSize(t)).toBe(h + 2);
    // One matching card of two is not enough.
    let u = act(s, A, { type: 'activate', card: c });
    u = act(act(u, A, { type: 'chooseReserve', card: fire[0]! }), A, { type: 'chooseReserve', card: norm[0]! });
    expect(u.stack[0]!.imbued).toBeUndefined();
    // The variants: Advanced Imbue counts advanced elements; [Element] Imbue counts that element; any one Imbue suffices.
    u = withDef(withDef(u, card('test-astra', { element: 'ASTRA' })), card('test-umbra', { element: 'UMBRA' }));
    let a1: string, a2: string;
    [u, a1] = addCard(u, A, 'test-astra');
    [u, a2] = addCard(u, A, 'test-umbra');
    const adv = card('test-adv', { element: 'WATER' }, { imbue: [advancedImbue(2)] });
    expect(imbueMet(u, adv, [a1, a2])).toBe(true);
    expect(imbueMet(u, card('test-el', {}, { imbue: [elementImbue('ASTRA', 2)] }), [a1, a2])).toBe(false);
    expect(imbueMet(u, card('test-el2', {}, { imbue: [elementImbue('ASTRA', 2), elementImbue('UMBRA', 1)] }), [a1, a2])).toBe(true);
  });

  it('Brew (keywords-and-abilities.md#brew): sacrifice the listed ingredients instead of paying the reserve cost; the activation and its object are brewed', () => {
    const potion = card('test-potion', { types: ['ITEM'], cost: 4 }, {
      brew: [ingredient(2, { subtype: 'HERB' })],
      abilities: [triggered(onEnter(), [ifThen(brewed(), [draw(2)])])],
    });
    const herb = card('test-herb', { types: ['TOKEN', 'ITEM'], subtypes: ['HERB'] });
    let s = withDef(withDef(start(), potion), herb);
    let c: string, h1: string, h2: string;
    [s, c] = addCard(s, A, 'test-potion');
    [s, h1] = addObject(s, A, 'test-herb');
    // One herb is not enough, and no cards to pay 4: the potion cannot be activated.
    refuse(s, A, { type: 'activate', card: c }, 'parts-of-a-card-cost.md');
    [s, h2] = addObject(s, A, 'test-herb');
    s = act(s, A, { type: 'activate', card: c });
    expect(answers(s)).toEqual([{ type: 'declareBrew', brew: true }, { type: 'declareBrew', brew: false }, { type: 'cancel' }]);
    s = act(s, A, { type: 'declareBrew', brew: true });
    expect(legalActions(s, A)).toContainEqual({ type: 'chooseIngredient', object: h1 });
    refuse(s, A, { type: 'chooseIngredient', object: champion(s, A).id }, 'keywords-and-abilities.md#brew');
    s = act(s, A, { type: 'chooseIngredient', object: h1 });
    s = act(s, A, { type: 'chooseIngredient', object: h2 });
    expect(s.stack[0]!.brewed).toBe(true);
    expect(s.objects[h1]).toBeUndefined();
    expect(s.objects[h2]).toBeUndefined();
    expect(player(s, A).memory).toHaveLength(0); // no reserve paid
    const before = handSize(s);
    s = settle(s);
    const potionObj = Object.values(s.objects).find((o) => o.card === c)!;
    expect(potionObj.brewed).toBe(true);
    expect(handSize(s)).toBe(before + 2);
  });

  it('Empower N (keywords-and-abilities.md#empower-n): the next Spell this turn activates and resolves as if the champion had +N level', () => {
    const charm = card('test-empower', {}, { onResolve: [empower(2), empower(1)] });
    const spell = card('test-spell', { subtypes: ['SPELL'] }, { onResolve: [ifThen(levelRestriction(3), [draw(2)]), ifThen(empowered(), [draw(1)])] });
    const plain = card('test-plain', {}, { onResolve: [ifThen(levelRestriction(3), [draw(5)])] });
    let s = withDef(withDef(withDef(start(), charm), spell), plain);
    let e: string, sp: string, sp2: string, pl: string;
    [s, e] = addCard(s, A, 'test-empower');
    [s, sp] = addCard(s, A, 'test-spell');
    [s, sp2] = addCard(s, A, 'test-spell');
    [s, pl] = addCard(s, A, 'test-plain');
    expect(champion(s, A).def).toBe('spirit-of-fire'); // level 0
    s = settle(act(s, A, { type: 'activate', card: e }));
    // A non-Spell does not use the Empower.
    let h = handSize(s);
    s = settle(act(s, A, { type: 'activate', card: pl }));
    expect(handSize(s)).toBe(h - 1);
    s = act(s, A, { type: 'activate', card: sp });
    expect(s.stack[0]!.empowered).toBe(3); // instances add up
    h = handSize(s);
    s = settle(s);
    expect(handSize(s)).toBe(h + 3); // level 0 + 3 meets Level 3+, and it was empowered
    expect(s.resolving).toBeUndefined(); // only during that resolution
    // Used up: the next Spell is not empowered.
    s = act(s, A, { type: 'activate', card: sp2 });
    expect(s.stack[0]!.empowered).toBeUndefined();
  });

  it('Empower N (keywords-and-abilities.md#empower-n): it lasts for the turn it was gained only', () => {
    const charm = card('test-empower', {}, { onResolve: [empower(2)] });
    let s = withDef(start(), charm);
    let e: string;
    [s, e] = addCard(s, A, 'test-empower');
    s = settle(act(s, A, { type: 'activate', card: e }));
    expect(s.empower).toEqual([{ player: A, amount: 2, turn: s.turn }]);
    s = passUntil(s, atMain(B));
    const spell = card('test-spell', { subtypes: ['SPELL'] }, { onResolve: [] });
    s = withDef(s, spell);
    let sp: string;
    [s, sp] = addCard(s, A, 'test-spell');
    s = act(s, B, { type: 'pass' }); // Bob passes in his main phase; Alice activates her fast spell on his turn
    s = passUntil(s, (t) => !!t.opportunity && t.players[t.opportunity.player]!.id === A && !t.pending);
    s = act(s, A, { type: 'activate', card: sp });
    expect(s.stack[s.stack.length - 1]!.empowered).toBeUndefined();
  });

  it('Elysian Aura (keywords-and-abilities.md#elysian-aura): your Aenean Spells activate and resolve as if LV +2, once however many auras', () => {
    const aura = card('test-aura', { types: ['ITEM'] }, { keywords: ['elysianAura'] });
    const aenean = card('test-aenean', { cost: 4, subtypes: ['AENEAN', 'SPELL'] }, { keywords: ['efficiency'], onResolve: [ifThen(levelRestriction(2), [draw(1)]), ifThen(levelRestriction(3), [draw(5)])] });
    let s = withDef(withDef(start(), aura), aenean);
    let c: string;
    [s, c] = addCard(s, A, 'test-aenean');
    let fill: string[];
    [s, fill] = fillHand(s, 4);
    // Without the aura: Efficiency at LV 0 takes nothing off.
    let t = act(s, A, { type: 'activate', card: c });
    expect(t.pending?.kind === 'activation' && t.pending.draft.reserveNeeded).toBe(4);
    [s] = addObject(s, A, 'test-aura');
    [s] = addObject(s, A, 'test-aura'); // a second aura does not add another +2
    t = act(s, A, { type: 'activate', card: c });
    expect(t.pending?.kind === 'activation' && t.pending.draft.reserveNeeded).toBe(2);
    t = payReserve(t, A);
    const h = handSize(t);
    t = settle(t);
    expect(handSize(t)).toBe(h + 1); // LV counted as 2, not 4
    expect(fill.length).toBe(4);
  });

  it('Aenean Progression (keywords-and-abilities.md#aenean-progression): 2 more for each card with it you resolved this game, not counting unresolved ones', () => {
    const prog = card('test-progression', { cost: 1 }, { keywords: ['aeneanProgression'], onResolve: [] });
    let s = withDef(start(), prog);
    let p1: string, p2: string;
    [s, p1] = addCard(s, A, 'test-progression');
    [s, p2] = addCard(s, A, 'test-progression');
    let f: string[];
    [s, f] = fillHand(s, 6);
    s = act(act(s, A, { type: 'activate', card: p1 }), A, { type: 'chooseReserve', card: f[0]! });
    // Activated but not resolved yet: no increase.
    let t = act(s, A, { type: 'activate', card: p2 });
    expect(t.pending?.kind === 'activation' && t.pending.draft.reserveNeeded).toBe(1);
    s = settle(s);
    expect(s.aeneanResolved).toEqual({ [A]: 1 });
    t = act(s, A, { type: 'activate', card: p2 });
    expect(t.pending?.kind === 'activation' && t.pending.draft.reserveNeeded).toBe(3);
    // Bob's count is his own.
    expect(s.aeneanResolved?.[B]).toBeUndefined();
  });

  it('Ephemerate (keywords-and-abilities.md#ephemerate): activate from the graveyard for the ephemerate cost, at the card\'s speed; it is banished as it resolves', () => {
    const echo = card('test-echo', { cost: 3, speed: false }, { keywords: ['ephemerate'], activationValues: { ephemerate: 1 }, onResolve: [draw(1)] });
    let s = withDef(start(), echo);
    let c: string, f: string[];
    [s, c] = addCard(s, A, 'test-echo', 'graveyard');
    [s, f] = fillHand(s, 1);
    expect(legalActions(s, A)).toContainEqual({ type: 'ephemerate', card: c });
    s = act(s, A, { type: 'ephemerate', card: c });
    s = act(s, A, { type: 'chooseReserve', card: f[0]! }); // 1, not 3
    expect(s.stack[0]!.ephemeral).toBe(true);
    expect(s.stack[0]!.from).toBe('graveyard');
    expect(player(s, A).graveyard).not.toContain(c);
    s = settle(s);
    expect(player(s, A).banishment).toContain(c);
    expect(player(s, A).graveyard).not.toContain(c);
    // A slow card keeps its speed: not on the opponent's turn; and a card without Ephemerate can't.
    let t = passUntil(withDef(start(), echo), atMain(B));
    [t, c] = addCard(t, A, 'test-echo', 'graveyard');
    t = act(t, B, { type: 'pass' });
    expect(legalActions(t, A).some((a) => a.type === 'ephemerate')).toBe(false);
    let plain: string;
    [s, plain] = addCard(s, A, 'test-filler-norm', 'graveyard');
    refuse(s, A, { type: 'ephemerate', card: plain }, 'keywords-and-abilities.md#ephemerate');
  });

  it('Ephemeral objects (game-terms.md#ephemeral): an object from an ephemerate activation is banished when it leaves the field', () => {
    const ghost = card('test-ghost', { types: ['ALLY'], cost: 2 }, { keywords: ['ephemerate'], activationValues: { ephemerate: 0 } });
    const kill = card('test-kill', {}, { targets: [{ kind: 'ally' }], onResolve: [destroy({ ref: 'target', index: 0 })] });
    let s = withDef(withDef(start(), ghost), kill);
    let g: string, k: string;
    [s, g] = addCard(s, A, 'test-ghost', 'graveyard');
    [s, k] = addCard(s, A, 'test-kill');
    s = settle(act(s, A, { type: 'ephemerate', card: g }));
    const o = Object.values(s.objects).find((x) => x.card === g)!;
    expect(o.ephemeral).toBe(true);
    s = act(s, A, { type: 'activate', card: k });
    s = settle(act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: o.id } }));
    expect(player(s, A).banishment).toContain(g);
    expect(player(s, A).graveyard).not.toContain(g);
  });

  it('Cascade (keywords-and-abilities.md#cascade): the mode is the number of times the ability was activated on this object, this one included', () => {
    const engine = card('test-cascade', { types: ['ITEM'] }, {
      abilities: [activated([], [], { cascade: cascade({ effects: [draw(1)] }, { effects: [draw(2)] }, { effects: [draw(3)] }) })],
    });
    let s = withDef(start(), engine);
    let o: string;
    [s, o] = addObject(s, A, 'test-cascade');
    const counts: number[] = [];
    for (let i = 0; i < 4; i++) {
      s = act(s, A, { type: 'activateAbility', object: o, index: 0 });
      expect(s.stack[0]!.mode).toBe(Math.min(i, 2));
      const h = handSize(s);
      s = settle(s);
      counts.push(handSize(s) - h);
    }
    expect(counts).toEqual([1, 2, 3, 3]);
    expect(s.objects[o]!.cascade).toEqual({ 'test-cascade#0': 4 });
    // A new object of the card starts again.
    let o2: string;
    [s, o2] = addObject(s, A, 'test-cascade');
    s = act(s, A, { type: 'activateAbility', object: o2, index: 0 });
    expect(s.stack[0]!.mode).toBe(0);
  });

  it('Starcalling (keywords-and-abilities.md#starcalling): while glimpsing, activate the card for its starcalling cost; the rest go to the bottom', () => {
    const look = card('test-look', {}, { onResolve: [{ op: 'glimpse', count: 3 }, draw(1)] });
    const star = card('test-star', { cost: 5, speed: false, element: 'NORM' }, { keywords: ['starcalling'], activationValues: { starcalling: 1 }, onResolve: [draw(2)] });
    let s = withDef(withDef(start(), look), star);
    let l: string, st: string, f: string[];
    [s, l] = addCard(s, A, 'test-look');
    [s, st] = addCard(s, A, 'test-star', 'mainDeck'); // on top
    [s, f] = fillHand(s, 1);
    const [, c2, c3] = player(s, A).mainDeck.slice(0, 3) as [string, string, string];
    s = act(s, A, { type: 'activate', card: l });
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
    expect(legalActions(s, A)).toContainEqual({ type: 'starcall', card: st });
    expect(legalActions(s, A)).not.toContainEqual({ type: 'starcall', card: c2 });
    s = act(s, A, { type: 'glimpseChoice', card: c2, where: 'top' });
    s = act(s, A, { type: 'starcall', card: st });
    // Only the bottom now, and no second starcall.
    expect(answers(s)).toEqual([{ type: 'glimpseChoice', card: c3, where: 'bottom' }]);
    refuse(s, A, { type: 'glimpseChoice', card: c3, where: 'top' }, 'keywords-and-abilities.md#starcalling');
    s = act(s, A, { type: 'glimpseChoice', card: c3, where: 'bottom' });
    // The starcalled card's activation: its reserve cost is the starcalling cost.
    expect(s.pending?.kind === 'activation' && s.pending.draft.reserveNeeded).toBe(1);
    s = act(s, A, { type: 'chooseReserve', card: f[0]! });
    // The glimpsing card finished resolving (it drew 1); the starcalled card waits on the stack.
    expect(s.stack.map((i) => i.def)).toEqual(['test-star']);
    expect(s.stack[0]!.from).toBe('mainDeck');
    const deck = player(s, A).mainDeck;
    expect(deck.slice(-2)).toEqual([c2, c3]);
    expect(deck).not.toContain(st);
    expect(player(s, A).hand).toHaveLength(1);
    s = settle(s);
    expect(player(s, A).hand).toHaveLength(3);
    expect(player(s, A).graveyard).toContain(st);
  });

  it('Ephemeral activations (game-terms.md#ephemeral): negated, the card is banished instead of going to the graveyard', () => {
    const echo = card('test-echo', { cost: 0 }, { keywords: ['ephemerate'], activationValues: { ephemerate: 0 }, onResolve: [draw(1)] });
    const counter = card('test-negate', {}, { targets: [{ kind: 'activation' }], onResolve: [{ op: 'negate', target: 0 }] });
    let s = withDef(withDef(start(), echo), counter);
    let e: string, n: string;
    [s, e] = addCard(s, A, 'test-echo', 'graveyard');
    [s, n] = addCard(s, A, 'test-negate');
    s = act(s, A, { type: 'ephemerate', card: e });
    s = act(s, A, { type: 'activate', card: n });
    s = settle(act(s, A, { type: 'chooseTarget', target: { kind: 'stack', id: s.stack[0]!.id } }));
    expect(player(s, A).banishment).toContain(e);
    expect(player(s, A).graveyard).not.toContain(e);
  });

  it('Cascade (keywords-and-abilities.md#cascade): a triggered cascade ability counts its triggers on the object', () => {
    const clock = card('test-clock', { types: ['ITEM'] }, {
      abilities: [triggered({ on: 'beginPhase', phase: 'end', whose: 'yours' }, [], { cascade: cascade({ effects: [draw(1)] }, { effects: [draw(2)] }) })],
    });
    let s = withDef(start(), clock);
    let o: string;
    [s, o] = addObject(s, A, 'test-clock');
    s = passUntil(s, (t) => t.stack.some((i) => i.def === 'test-clock'));
    expect(s.stack.find((i) => i.def === 'test-clock')!.mode).toBe(0);
    s = passUntil(s, (t) => t.turn === 3 && t.stack.some((i) => i.def === 'test-clock'));
    expect(s.stack.find((i) => i.def === 'test-clock')!.mode).toBe(1);
    expect(s.objects[o]!.cascade).toEqual({ 'test-clock#0': 2 });
  });

  it('Activation properties (game-mechanics-properties-and-states.md#properties-of-cards-in-the-effects-stack) survive saving and loading', () => {
    const trap = card('test-trap', {}, { keywords: ['prepare'], activationValues: { prepare: 1 }, onResolve: [empower(1)] });
    let s = withDef(start(), trap);
    let c: string;
    [s, c] = addCard(s, A, 'test-trap');
    s = edit(s, (x) => { x.objects[x.players[0]!.champion!]!.counters.preparation = 1; });
    s = act(act(s, A, { type: 'activate', card: c }), A, { type: 'declarePrepare', prepare: true });
    const loaded = parseGameState(JSON.parse(JSON.stringify(s)));
    expect(loaded.stack[0]!.prepared).toBe(true);
    s = settle(s);
    s = edit(s, (x) => { x.aeneanResolved = { [A]: 2 }; });
    const again = parseGameState(JSON.parse(JSON.stringify(s)));
    expect(again.empower).toEqual(s.empower);
    expect(again.aeneanResolved).toEqual({ [A]: 2 });
  });
});
