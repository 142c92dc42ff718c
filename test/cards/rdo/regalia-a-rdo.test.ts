// Regalia first printed in RDO (helper regalia-1).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import { cardLostAllAbilities, layeredCardDef } from '../../../src/engine/effects/continuous.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard } from '../../../src/cards/define.js';
import { A, B, act, addCard, atMain, factsOnly, mainPhaseOf, passUntil, player, resolveAll, withDef } from '../doa/support.js';
import { fill, place } from '../doa/round2-helpers.js';
import { edit } from '../../engine/helpers.js';

const fiery = defineCard({ slug: 'test-fiery-memory', name: 'Test Fiery Memory', types: ['ACTION'], element: 'FIRE', cost: { kind: 'reserve', value: 1 } }, { keywords: ['floatingMemory'] });
const curse = defineCard({ slug: 'test-curse', name: 'Test Curse', types: ['ITEM'], subtypes: ['CURSE'], element: 'NORM', cost: { kind: 'reserve', value: 0 } }, {});
const blessing = defineCard({ slug: 'test-blessing', name: 'Test Blessing', types: ['ITEM'], element: 'NORM', cost: { kind: 'reserve', value: 0 } }, {});

type S = ReturnType<typeof mainPhaseOf>;
function useMode(s: S, object: string, mode: number): S {
  s = act(s, A, { type: 'activateAbility', object, index: 0 });
  s = act(s, A, { type: 'chooseMode', mode });
  for (let i = 0; i < 8 && !s.pending && s.stack.length > 0; i++) s = act(s, s.players[s.opportunity!.player]!.id, { type: 'pass' });
  return s;
}

describe('heirloom-of-spectra', () => {
  const spectra = scriptedDef('heirloom-of-spectra');

  it("first mode: until end of turn, cards in each opponent's memory are norm and lose all abilities; yours are untouched", () => {
    let s = withDef(mainPhaseOf(A), fiery);
    let h: string, theirs: string, mine: string;
    [s, h] = place(s, A, spectra);
    [s, theirs] = addCard(s, B, fiery.slug, 'memory');
    [s, mine] = addCard(s, A, fiery.slug, 'memory');
    s = resolveAll(useMode(s, h, 0));
    expect(player(s, A).banishment.some((c) => s.cards[c]!.def === 'heirloom-of-spectra')).toBe(true);
    expect(layeredCardDef(s, theirs)!.elements).toEqual(['NORM']);
    expect(cardLostAllAbilities(s, theirs)).toBe(true);
    expect(layeredCardDef(s, mine)).toBeUndefined();
    expect(cardLostAllAbilities(s, mine)).toBe(false);
    s = passUntil(s, atMain(B));
    expect(cardLostAllAbilities(s, theirs)).toBe(false);
  });

  it("second mode: choose a Curse card in a champion's lineage and banish it", () => {
    let s = withDef(withDef(mainPhaseOf(A), curse), blessing);
    let h: string, c1: string, c2: string, other: string;
    [s, h] = place(s, A, spectra);
    [s, c1] = addCard(s, B, curse.slug, 'banishment');
    [s, c2] = addCard(s, A, curse.slug, 'banishment');
    [s, other] = addCard(s, B, blessing.slug, 'banishment');
    s = edit(s, (t) => {
      t.players[1]!.banishment = t.players[1]!.banishment.filter((c) => c !== c1 && c !== other);
      t.players[0]!.banishment = t.players[0]!.banishment.filter((c) => c !== c2);
      t.objects[t.players[1]!.champion!]!.lineage.push(other, c1);
      t.objects[t.players[0]!.champion!]!.lineage.push(c2);
    });
    s = useMode(s, h, 1);
    expect(s.pending?.kind).toBe('banishLineageCard');
    const ids = legalActions(s, A).filter((a) => a.type === 'chooseTarget').map((a) => (a as { target: { id: string } }).target.id);
    expect(ids.sort()).toEqual([c1, c2].sort());
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: c1 } }));
    expect(s.objects[s.players[1]!.champion!]!.lineage).not.toContain(c1);
    expect(s.objects[s.players[1]!.champion!]!.lineage).toContain(other);
    expect(s.objects[s.players[0]!.champion!]!.lineage).toContain(c2);
    expect(player(s, B).banishment).toContain(c1);
  });

  it('pay 3 and banish it: draw a card into your memory', () => {
    let s = fill(mainPhaseOf(A), A, 3);
    let h: string;
    [s, h] = place(s, A, spectra);
    const memory = player(s, A).memory.length;
    s = act(s, A, { type: 'activateAbility', object: h, index: 1 });
    while (s.pending?.kind === 'activation' && s.pending.draft.stage === 'reserve') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    s = resolveAll(s);
    expect(player(s, A).memory.length).toBe(memory + 3 + 1);
    expect(s.objects[h]).toBeUndefined();
  });
});

describe('equinox-hour', () => {
  const hour = scriptedDef('equinox-hour');
  const relic = defineCard({ slug: 'test-bob-relic', name: 'Test Bob Relic', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: { kind: 'memory', value: 0 } }, {});
  const nextLevel = defineCard({ slug: 'test-bob-next', name: 'Test Bob Next', types: ['CHAMPION'], element: 'NORM', cost: { kind: 'memory', value: 0 }, level: 1, life: 15 }, {});
  const tooHigh = defineCard({ slug: 'test-bob-high', name: 'Test Bob High', types: ['CHAMPION'], element: 'NORM', cost: { kind: 'memory', value: 0 }, level: 3, life: 25 }, {});

  function use(): [S, string, string, string] {
    let s = withDef(withDef(withDef(mainPhaseOf(A), relic), nextLevel), tooHigh);
    let h: string, r: string, n: string;
    [s, h] = place(s, A, hour);
    [s, r] = addCard(s, B, relic.slug, 'materialDeck');
    [s, n] = addCard(s, B, nextLevel.slug, 'materialDeck');
    [s] = addCard(s, B, tooHigh.slug, 'materialDeck');
    s = act(s, A, { type: 'activateAbility', object: h, index: 0 });
    expect(legalActions(s, A)).not.toContainEqual({ type: 'chooseTarget', target: { kind: 'player', id: A } });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'player', id: B } });
    for (let i = 0; i < 8 && !s.pending && s.stack.length > 0; i++) s = act(s, s.players[s.opportunity!.player]!.id, { type: 'pass' });
    return [s, h, r, n];
  }

  it('banish it: you draw, then the target opponent may materialize a card of their material deck, paying for it', () => {
    const hand = player(mainPhaseOf(A), A).hand.length;
    let [s, h, r, n] = use();
    expect(s.objects[h]).toBeUndefined();
    expect(player(s, A).hand.length).toBe(hand + 1);
    expect(s.pending?.kind === 'search' && s.pending.player).toBe(B);
    const options = legalActions(s, B).filter((a) => a.type === 'searchChoice').map((a) => (a as { card: string | null }).card);
    // Any card that could be materialized: the next level champion too, not a level it can't reach.
    expect(options).toEqual(expect.arrayContaining([r, n, null]));
    const high = player(s, B).materialDeck.find((c) => s.cards[c]!.def === tooHigh.slug);
    expect(options).not.toContain(high);
    s = resolveAll(act(s, B, { type: 'searchChoice', card: r }));
    const o = Object.values(s.objects).find((x) => x.card === r);
    expect(o?.controller).toBe(B);
    expect(player(s, B).materialDeck).not.toContain(r);
  });

  it('the opponent may decline, and may level up with it', () => {
    let [s, , r, n] = use();
    const declined = resolveAll(act(s, B, { type: 'searchChoice', card: null }));
    expect(player(declined, B).materialDeck).toEqual(expect.arrayContaining([r, n]));
    s = resolveAll(act(s, B, { type: 'searchChoice', card: n }));
    expect(s.objects[s.players[1]!.champion!]!.def).toBe(nextLevel.slug);
  });
});

describe('diamond-ribbon', () => {
  const ribbon = scriptedDef('diamond-ribbon');
  const suited = (slug: string, cost: number, subtypes = ['SUITED']) =>
    defineCard({ slug, name: slug, types: ['ITEM'], subtypes, element: 'NORM', cost: { kind: 'reserve', value: cost } }, {});
  const s1 = suited('test-suited-one', 1), s2 = suited('test-suited-two', 2), s2b = suited('test-suited-two-b', 2), plain3 = suited('test-plain-three', 3, []);

  function activate(objects: ReturnType<typeof suited>[], opponent: ReturnType<typeof suited>[] = []): [S, string, number] {
    let s = fill([s1, s2, s2b, plain3, factsOnly('bolt-of-diamonds')].reduce(withDef, mainPhaseOf(A)), A, 6);
    let r: string;
    [s, r] = place(s, A, ribbon);
    for (const d of objects) [s] = place(s, A, d);
    for (const d of opponent) [s] = place(s, B, d);
    s = act(s, A, { type: 'activateAbility', object: r, index: 0 });
    const needed = s.pending?.kind === 'activation' ? s.pending.draft.reserveNeeded : -1;
    return [s, r, needed];
  }

  it('costs (4), 1 less for each different reserve cost among Suited objects you control', () => {
    expect(activate([])[2]).toBe(4);
    expect(activate([s1, s2, s2b])[2]).toBe(2);
    expect(activate([s1, plain3])[2]).toBe(3);
    expect(activate([], [s1, s2])[2]).toBe(4);
  });

  it('banish it: generate up to two Bolt of Diamonds into your memory', () => {
    let [s, r] = activate([s1, s2]);
    while (s.pending?.kind === 'activation' && s.pending.draft.stage === 'reserve') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    expect(s.objects[r]).toBeUndefined();
    for (let i = 0; i < 8 && !s.pending && s.stack.length > 0; i++) s = act(s, s.players[s.opportunity!.player]!.id, { type: 'pass' });
    const bolts = (t: S) => player(t, A).memory.filter((c) => t.cards[c]!.def === 'bolt-of-diamonds').length;
    const one = resolveAll(act(act(s, A, { type: 'mayAnswer', accept: true }), A, { type: 'mayAnswer', accept: false }));
    expect(bolts(one)).toBe(1);
    const two = resolveAll(act(act(s, A, { type: 'mayAnswer', accept: true }), A, { type: 'mayAnswer', accept: true }));
    expect(bolts(two)).toBe(2);
  });
});

describe('heirloom-of-natura', () => {
  const natura = scriptedDef('heirloom-of-natura');
  const relic = defineCard({ slug: 'test-natura-relic', name: 'Test Natura Relic', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: { kind: 'memory', value: 0 } }, {});
  const plain = defineCard({ slug: 'test-natura-plain', name: 'Test Natura Plain', types: ['ITEM'], element: 'NORM', cost: { kind: 'reserve', value: 1 } }, {});

  it("first mode: any number of regalia cards in opponents' banishments go back to their material decks", () => {
    let s = [relic, plain].reduce(withDef, mainPhaseOf(A));
    let h: string, r1: string, r2: string, p: string, mine: string;
    [s, h] = place(s, A, natura);
    [s, r1] = addCard(s, B, relic.slug, 'banishment');
    [s, r2] = addCard(s, B, relic.slug, 'banishment');
    [s, p] = addCard(s, B, plain.slug, 'banishment');
    [s, mine] = addCard(s, A, relic.slug, 'banishment');
    s = useMode(s, h, 0);
    const ids = legalActions(s, A).filter((a) => a.type === 'chooseTarget').map((a) => (a as { target: { id: string } | null }).target?.id ?? null);
    expect(ids.sort()).toEqual([r1, r2, null].sort());
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: r2 } });
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: null }));
    expect(player(s, B).materialDeck).toContain(r2);
    expect(player(s, B).banishment).toEqual(expect.arrayContaining([r1, p]));
    expect(player(s, A).banishment).toContain(mine);
  });

  it('second mode: each opponent banishes two preserved cards of their choice from their material deck', () => {
    let s = [relic, plain].reduce(withDef, mainPhaseOf(A));
    let h: string, c1: string, c2: string, c3: string, unpreserved: string;
    [s, h] = place(s, A, natura);
    [s, c1] = addCard(s, B, plain.slug, 'materialDeck');
    [s, c2] = addCard(s, B, plain.slug, 'materialDeck');
    [s, c3] = addCard(s, B, plain.slug, 'materialDeck');
    [s, unpreserved] = addCard(s, B, relic.slug, 'materialDeck');
    s = edit(s, (t) => { t.preserved = [c1, c2, c3]; });
    s = useMode(s, h, 1);
    expect(s.pending?.kind === 'materialDeckMove' && s.pending.player).toBe(B);
    expect(legalActions(s, B).filter((a) => a.type === 'chooseTarget')).toHaveLength(3);
    s = act(s, B, { type: 'chooseTarget', target: { kind: 'card', id: c3 } });
    s = resolveAll(act(s, B, { type: 'chooseTarget', target: { kind: 'card', id: c1 } }));
    expect(player(s, B).banishment).toEqual(expect.arrayContaining([c1, c3]));
    expect(player(s, B).materialDeck).toEqual(expect.arrayContaining([c2, unpreserved]));
  });

  it('second mode with two or fewer preserved cards: they all go, no choice', () => {
    let s = [relic, plain].reduce(withDef, mainPhaseOf(A));
    let h: string, c1: string;
    [s, h] = place(s, A, natura);
    [s, c1] = addCard(s, B, plain.slug, 'materialDeck');
    s = edit(s, (t) => { t.preserved = [c1]; });
    s = resolveAll(useMode(s, h, 1));
    expect(player(s, B).banishment).toContain(c1);
  });
});

describe('blights-ring', () => {
  const ring = scriptedDef('blights-ring');

  function putOn(who: typeof A | typeof B): [S, string, string] {
    let s = fill(mainPhaseOf(A), A, 4);
    let r: string;
    [s, r] = place(s, A, ring);
    const card = s.objects[r]!.card!;
    s = act(s, A, { type: 'activateAbility', object: r, index: 0 });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: s.players[who === A ? 0 : 1]!.champion! } });
    while (s.pending?.kind === 'activation' && s.pending.draft.stage === 'reserve') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    return [resolveAll(s), r, card];
  }

  it("(4), rest: draw into your memory, then it goes to the bottom of the target champion's lineage", () => {
    const memory = player(fill(mainPhaseOf(A), A, 4), A).memory.length;
    const [s, r, card] = putOn(B);
    expect(player(s, A).memory.length).toBe(memory + 4 + 1);
    expect(s.objects[r]).toBeUndefined();
    expect(s.objects[s.players[1]!.champion!]!.lineage[0]).toBe(card);
    expect(player(s, A).banishment).not.toContain(card);
  });

  it("Inherited Effect: at the beginning of that champion's controller's recollection phase, 1 unpreventable damage to it", () => {
    let [s] = putOn(B);
    const bob = s.players[1]!.champion!, alice = s.players[0]!.champion!;
    // Bob's first turn has no recollection phase; his second does.
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    const before = s.objects[bob]!.damage;
    s = passUntil(s, atMain(B));
    expect(s.objects[bob]!.damage).toBe(before + 1);
    expect(s.objects[alice]!.damage).toBe(0);
    s = passUntil(s, atMain(A));
    expect(s.objects[bob]!.damage).toBe(before + 1);
  });

  it('on your own champion it hurts you', () => {
    let [s] = putOn(A);
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(s.objects[s.players[0]!.champion!]!.damage).toBe(1);
  });
});
