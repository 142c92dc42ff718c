// HVN cards scripted by branch h5-lin: Diao Chan, Idyll Corsage; Kongming, Erudite Strategist; Frostbitten Etui.
import { describe, expect, it } from 'vitest';
import { defineCard, destroy, memory, reserve, target } from '../../../src/cards/define.js';
import type { GameState } from '../../../src/engine/index.js';
import {
  A, B, act, advance, asChampion, champion, edit, enable, mainPhaseOf, offered, passUntil, pickNone, pickObject, place, player,
  resolveAll, scriptedDef, toMaterialize,
} from '../promo/promo-reprints-support.js';
import { activateFromHand, factsOnly } from '../doa/support.js';
import { atMain as atMainOf, newGame, refuse } from '../../engine/helpers.js';
const newGameFirstA = () => newGame({ first: A });
import { legalActions } from '../../../src/engine/index.js';
import { addCard, withDef } from '../doa/support.js';

const toMayOrRest = (s: GameState) => passUntil(s, (t) => t.pending?.kind === 'may' || (t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending));
/** Alice destroys this object with a test action; stops at the first "may" (or once all is resolved). */
const destroyIt = (s: GameState, id: string) => toMayOrRest(activateFromHand(s, A, destroyer, [{ kind: 'object', id }])[0]);
const objectsOf = (s: GameState, slug: string) => Object.values(s.objects).filter((o) => o.def === slug);
const destroyer = defineCard({ slug: 'test-destroyer', name: 'test-destroyer', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [destroy(target(0))], targets: [{ kind: 'object', nonChampion: true }] });
const relic = defineCard({ slug: 'test-relic', name: 'test-relic', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {});

describe("'diao-chan-idyll-corsage'", () => {
  const slug = 'diao-chan-idyll-corsage';
  const corsage = scriptedDef(slug);

  /** Alice's field with the Corsage as her champion (its On Enter not run), in her main phase. */
  function withCorsage(): GameState {
    const s = enable(mainPhaseOf(A), A, 'TERA');
    return edit(s, (t) => { t.defs[slug] = corsage; t.defs.flowerbud = scriptedDef('flowerbud'); t.objects[player(t, A).champion!]!.def = slug; });
  }

  it('On Enter: any number of non-champion objects, of any player, get a wither counter each', () => {
    let [s, card] = toMaterialize(corsage, 3, (t) => enable(asChampion(t, A, 'diao-chan-dreaming-wish'), A, 'TERA'));
    let mine: string, theirs: string, other: string;
    [s, mine] = place(s, A, scriptedDef('imperial-recruit'));
    [s, theirs] = place(s, B, scriptedDef('imperial-recruit'));
    [s, other] = place(s, B, factsOnly('forest-cake'));
    s = advance(act(s, A, { type: 'materialize', card }));
    expect(champion(s, A).def).toBe(slug);
    expect(s.pending?.kind).toBe('chooseObjects');
    expect(offered(s, A)).toEqual(expect.arrayContaining([mine, theirs, other, null]));
    expect(offered(s, A)).not.toContain(champion(s, A).id);
    expect(offered(s, A)).not.toContain(champion(s, B).id);
    s = pickObject(s, A, mine);
    s = pickObject(s, A, theirs);
    s = resolveAll(pickNone(s, A));
    expect(s.objects[mine]!.counters.wither).toBe(1);
    expect(s.objects[theirs]!.counters.wither).toBe(1);
    expect(s.objects[other]!.counters.wither ?? 0).toBe(0);
  });

  it("an opponent's non-token object destroyed: you may banish it from the graveyard; then that opponent summons a Flowerbud token", () => {
    let s = withCorsage();
    let ally: string;
    [s, ally] = place(s, B, scriptedDef('imperial-recruit'));
    const card = s.objects[ally]!.card!;
    s = destroyIt(s, ally);
    expect(s.pending?.kind).toBe('may');
    s = resolveAll(act(s, A, { type: 'mayAnswer', accept: false }));
    // Declined: the card stays in the graveyard and no token comes.
    expect(player(s, B).graveyard).toContain(card);
    expect(objectsOf(s, 'flowerbud')).toHaveLength(0);

    let t = withCorsage();
    [t, ally] = place(t, B, scriptedDef('imperial-recruit'));
    const card2 = t.objects[ally]!.card!;
    t = destroyIt(t, ally);
    expect(t.pending?.kind).toBe('may');
    t = resolveAll(act(t, A, { type: 'mayAnswer', accept: true }));
    expect(player(t, B).graveyard).not.toContain(card2);
    expect(player(t, B).banishment).toContain(card2);
    const buds = objectsOf(t, 'flowerbud');
    expect(buds).toHaveLength(1);
    expect(buds[0]!.controller).toBe(B);
  });

  it('your own objects, and tokens, do not trigger it', () => {
    let s = withCorsage();
    let mine: string;
    [s, mine] = place(s, A, scriptedDef('imperial-recruit'));
    s = destroyIt(s, mine);
    expect(s.pending).toBeNull();
    expect(s.objects[mine]).toBeUndefined();
    let u = withCorsage();
    let bud: string;
    [u, bud] = place(u, B, scriptedDef('flowerbud'), { card: null });
    u = destroyIt(u, bud);
    expect(u.pending).toBeNull();
    expect(u.objects[bud]).toBeUndefined();
  });

  it('ruling: a destroyed regalia is banished, never in the graveyard: no Flowerbud token', () => {
    let s = withCorsage();
    let item: string;
    [s, item] = place(s, B, relic);
    const card = s.objects[item]!.card!;
    s = destroyIt(s, item);
    expect(s.pending?.kind).toBe('may');
    s = resolveAll(act(s, A, { type: 'mayAnswer', accept: true }));
    expect(player(s, B).banishment).toContain(card);
    expect(objectsOf(s, 'flowerbud')).toHaveLength(0);
  });

  it('ruling: a card that left the graveyard before the trigger resolves is not banished by it: no Flowerbud token', () => {
    let s = withCorsage();
    let ally: string;
    [s, ally] = place(s, B, scriptedDef('imperial-recruit'));
    const card = s.objects[ally]!.card!;
    s = destroyIt(s, ally);
    expect(s.pending?.kind).toBe('may');
    // Another effect banishes it first.
    s = edit(s, (t) => {
      const p = player(t, B);
      p.graveyard = p.graveyard.filter((c) => c !== card);
      p.banishment = [...p.banishment, card];
    });
    s = resolveAll(act(s, A, { type: 'mayAnswer', accept: true }));
    expect(objectsOf(s, 'flowerbud')).toHaveLength(0);
  });

  it('rulings on wither: one collective trigger as the main phase begins; returning from combat brings no second one', () => {
    let s = withCorsage();
    let a1: string, a2: string;
    [s, a1] = place(s, B, scriptedDef('imperial-recruit'), { counters: { wither: 1 } });
    [s, a2] = place(s, B, scriptedDef('imperial-recruit'), { counters: { wither: 1 } });
    s = passUntil(s, (t) => t.pending?.kind === 'wither');
    expect(s.players[s.turnPlayer]!.id).toBe(B);
    if (s.pending?.kind !== 'wither') throw new Error('no wither decision');
    expect(s.pending.objects).toEqual(expect.arrayContaining([a1, a2]));
    const turn = s.turn;
    while (s.pending?.kind === 'wither') s = act(s, B, { type: 'payWither', card: null });
    expect(s.objects[a1]).toBeUndefined();
    expect(s.objects[a2]).toBeUndefined();
    s = passUntil(s, (t) => t.turn === turn && t.phase === 'end');
    expect(s.pending).toBeNull();
  });
});

describe("'kongming-erudite-strategist'", () => {
  const slug = 'kongming-erudite-strategist';
  const kongming = scriptedDef(slug);
  const note = (n: string) => defineCard({ slug: `test-${n}`, name: `test-${n}`, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [] });
  const notes = ['north', 'east', 'south', 'west'].map(note);
  const facing = (s: GameState, direction: 'north' | 'east' | 'south' | 'west') =>
    edit(s, (t) => { t.masteries = { ...(t.masteries ?? {}), [A]: { def: 'shifting-currents', counters: {}, direction } }; });
  const playable = (s: GameState, who: string) => legalActions(s, who).flatMap((a) => (a.type === 'activate' ? [a.card] : []));

  /** Kongming enters with the four test cards on top of Alice's deck (north on top); then her main phase. */
  function entered(): { s: GameState; ids: Record<string, string> } {
    const ids: Record<string, string> = {};
    let [s, card] = toMaterialize(kongming, 2, (t) => {
      let u = facing(asChampion(t, A, 'kongming-wayward-maven'), 'north');
      for (const d of [...notes].reverse()) { let id: string; [u, id] = addCard(withDef(u, d), A, d.slug, 'mainDeck'); ids[d.slug.slice(5)] = id; }
      return u;
    });
    s = resolveAll(act(s, A, { type: 'materialize', card }));
    expect(champion(s, A).def).toBe(slug);
    return { s: passUntil(s, atMainOf(A)), ids };
  }

  it('On Enter: the top four cards of the deck are banished; each may be played only while the currents face its direction', () => {
    const { s, ids } = entered();
    expect(player(s, A).banishment).toEqual(expect.arrayContaining(Object.values(ids)));
    expect(playable(s, A)).toContain(ids.north);
    for (const d of ['east', 'south', 'west']) expect(playable(s, A)).not.toContain(ids[d]);
    const east = facing(s, 'east');
    expect(playable(east, A)).toContain(ids.east);
    expect(playable(east, A)).not.toContain(ids.north);
    refuse(east, A, { type: 'activate', card: ids.north! });
  });

  it('played from the banishment like a card from the hand; it is then gone from there', () => {
    const { s: s0, ids } = entered();
    let s = act(s0, A, { type: 'activate', card: ids.north! });
    s = resolveAll(s);
    expect(player(s, A).graveyard).toContain(ids.north);
    expect(player(s, A).banishment).not.toContain(ids.north);
    expect(playable(s, A)).not.toContain(ids.north);
  });

  it('only for Kongming\'s player, and only until the beginning of her next turn', () => {
    const { s, ids } = entered();
    let t = passUntil(s, atMainOf(B));
    expect(playable(t, B)).not.toContain(ids.north);
    t = passUntil(t, (u) => u.players[u.turnPlayer]!.id === A);
    expect(t.banishedPlayable ?? []).toEqual([]);
    t = passUntil(t, atMainOf(A));
    expect(playable(t, A)).not.toContain(ids.north);
    expect(player(t, A).banishment).toContain(ids.north);
  });
});

describe("'frostbitten-etui'", () => {
  const etui = scriptedDef('frostbitten-etui');
  const greeter = defineCard({ slug: 'test-greeter', name: 'Test Greeter', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 2 },
    { abilities: [{ kind: 'triggered', trigger: { on: 'enter' }, effects: [{ op: 'draw', who: 'you', count: 1 }] }] });

  /** Bob's greeter entered; its On Enter waits on the stack; Alice (level as given) holds the Etui and Opportunity. */
  function waiting(level: number): { s: GameState; et: string; ally: string } {
    let s = [etui, greeter].reduce((t, d) => withDef(t, d), passUntil(newGameFirstA(), atMainOf(B)));
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.level = level; });
    let et: string, c: string;
    [s, et] = place(s, A, etui);
    [s, c] = addCard(s, B, 'test-greeter');
    s = act(s, B, { type: 'activate', card: c });
    s = passUntil(s, (t) => t.stack.some((i) => i.kind === 'trigger' && i.def === 'test-greeter') && !!t.opportunity && t.players[t.opportunity.player]!.id === A);
    const ally = Object.values(s.objects).find((o) => o.def === 'test-greeter')!.id;
    return { s, et, ally };
  }

  it('[Level 2+] banish it: the On Enter triggers of an opposing ally are negated unless its controller pays (3)', () => {
    const { s: s0, et, ally } = waiting(2);
    let s = act(s0, A, { type: 'activateAbility', object: et, index: 0 });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: ally } });
    s = passUntil(s, (t) => t.pending?.kind === 'payToDo');
    expect(s.pending?.player).toBe(B);
    const hand = player(s, B).hand.length;
    s = resolveAll(act(s, B, { type: 'mayAnswer', accept: false }));
    expect(s.stack).toEqual([]);
    expect(player(s, B).hand.length).toBe(hand); // no draw: the trigger was negated
  });

  it('paid: the trigger resolves', () => {
    const { s: s0, et, ally } = waiting(3);
    let s = act(act(s0, A, { type: 'activateAbility', object: et, index: 0 }), A, { type: 'chooseTarget', target: { kind: 'object', id: ally } });
    s = passUntil(s, (t) => t.pending?.kind === 'payToDo');
    for (let i = 0; i < 3; i++) s = act(s, B, legalActions(s, B).find((a) => a.type === 'chooseReserve')!);
    const hand = player(s, B).hand.length;
    s = resolveAll(s);
    expect(player(s, B).hand.length).toBe(hand + 1);
  });

  it('below level 2 it cannot be used', () => {
    const { s, et } = waiting(0);
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === et)).toBe(false);
  });
});
