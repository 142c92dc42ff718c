// Older DOA allies and a domain (branch h5-u-older): On Enter, On Attack and "whenever" abilities.
import { describe, expect, it } from 'vitest';
import { dealDamage, defineCard, reserve, target, targetUnit } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { championLevel, currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { legalActions } from '../../../src/engine/index.js';
import { A, B, act, activateFromHand, addCard, addObject, atMain, champion, edit, mainPhaseOf, passUntil, play, player, useAbility, withDef } from './support.js';
import { as, bolt, fill, obj, place } from './round2-helpers.js';
import { floatsFor } from './round3-helpers.js';
import { choices, drive } from './h5-older-helpers.js';

const def = scriptedDef;
type Cls = Parameters<typeof as>[2];
const ALL = ['FIRE', 'WATER', 'WIND', 'ARCANE', 'TERA'] as const;

/** A test-only fast action: 1 damage to a target unit. */
const poke = defineCard({ slug: 'test-poke', name: 'Test Poke', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [targetUnit()], onResolve: [dealDamage(target(0), 1)] });
/** A test-only water Mage Spell action. */
const waterSpell = defineCard({ slug: 'test-water-spell', name: 'Test Water Spell', types: ['ACTION'], subtypes: ['SPELL'], classes: ['MAGE'], element: 'WATER', cost: reserve(0), speed: true }, {});
/** A test-only Melody action. */
const melody = defineCard({ slug: 'test-melody', name: 'Test Melody', types: ['ACTION'], subtypes: ['MELODY'], element: 'NORM', cost: reserve(0), speed: true }, {});

const objectOfCard = (s: GameState, card: string) => Object.values(s.objects).find((o) => o.card === card)?.id;
const power = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'power');

/** Alice (a `cls` champion, every element) activates the ally `slug` from hand; then the game is driven with `picks` and `mays`. */
function enter(cls: Cls, slug: string, picks: string[] = [], mays: boolean[] = [], setup: (s: GameState) => GameState = (s) => s): [GameState, string] {
  let s = setup(fill(as(mainPhaseOf(A), A, cls, ...ALL), A, 5));
  let card: string;
  [s, card] = activateFromHand(s, A, def(slug));
  s = drive(s, picks, mays);
  return [s, objectOfCard(s, card)!];
}

describe("'cemetery-sentry'", () => {
  it('On Enter: you may discard a fire card; if you do, draw a card', () => {
    let fire = '';
    const setup = (s: GameState) => { [s, fire] = addCard(s, A, 'smoke-out'); return s; };
    // Discarding: chosen from the fire cards in hand.
    let s = setup(fill(as(mainPhaseOf(A), A, 'warrior', ...ALL), A, 5));
    [s] = activateFromHand(s, A, def('cemetery-sentry'));
    const hand = player(s, A).hand.length;
    s = drive(s, [fire]);
    expect(player(s, A).graveyard).toContain(fire);
    expect(player(s, A).hand.length).toBe(hand); // one discarded, one drawn
    // Declining: nothing happens.
    let t = setup(fill(as(mainPhaseOf(A), A, 'warrior', ...ALL), A, 5));
    [t] = activateFromHand(t, A, def('cemetery-sentry'));
    const before = player(t, A).hand.length;
    t = drive(t);
    expect(player(t, A).hand.length).toBe(before);
    expect(player(t, A).hand).toContain(fire);
  });
});

describe("'embertail-squirrel'", () => {
  it('On Attack (Tamer): you may discard a fire card for +2 power until end of turn', () => {
    const run = (cls: Cls, discard: boolean) => {
      let s = as(mainPhaseOf(B), B, cls, ...ALL);
      let sq: string, fire: string;
      [s, sq] = place(s, B, def('embertail-squirrel'), { enteredTurn: 0 });
      [s, fire] = addCard(s, B, 'smoke-out');
      s = act(act(s, B, { type: 'attack', attacker: sq }), B, { type: 'chooseAttackTarget', target: champion(s, A).id });
      s = drive(s, discard ? [fire] : [], [], (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
      return { gain: power(s, sq)! - 2, discarded: player(s, B).graveyard.includes(fire) };
    };
    expect(run('tamer', true)).toEqual({ gain: 2, discarded: true });
    expect(run('tamer', false)).toEqual({ gain: 0, discarded: false });
    expect(run('mage', true)).toEqual({ gain: 0, discarded: false });
  });
});

describe("'reckless-researcher'", () => {
  it('On Enter (Mage): you may banish a fire card from your graveyard; if you do, 2 damage to a unit you choose', () => {
    let fire = '', tortoise = '';
    const setup = (s: GameState) => { [s, fire] = addCard(s, A, 'smoke-out', 'graveyard'); [s, tortoise] = addObject(s, B, 'giant-tortoise'); return s; };
    let t = setup(fill(as(mainPhaseOf(A), A, 'mage', ...ALL), A, 5));
    [t] = activateFromHand(t, A, def('reckless-researcher'));
    t = drive(t, [fire, tortoise]);
    expect(player(t, A).banishment).toContain(fire);
    expect(t.objects[tortoise]!.damage).toBe(2);
    // A Warrior gets nothing.
    let w = setup(fill(as(mainPhaseOf(A), A, 'warrior', ...ALL), A, 5));
    [w] = activateFromHand(w, A, def('reckless-researcher'));
    w = drive(w, [fire, tortoise]);
    expect(player(w, A).graveyard).toContain(fire);
    expect(w.objects[tortoise]!.damage).toBe(0);
  });
});

describe("'gaias-songbird'", () => {
  it('On Enter (Tamer): reveal until a Beast ally; it goes to hand, the rest to the bottom', () => {
    let slime = '', a = '', b = '';
    const setup = (s: GameState) => {
      s = withDef(s, def('blue-slime'));
      [s, slime] = addCard(s, A, 'blue-slime', 'mainDeck');
      [s, b] = addCard(s, A, 'trusty-steed', 'mainDeck'); // an Animal, not a Beast
      [s, a] = addCard(s, A, 'smoke-out', 'mainDeck');
      return s;
    };
    const [s] = enter('tamer', 'gaias-songbird', [slime], [], setup);
    expect(player(s, A).hand).toContain(slime);
    expect(player(s, A).mainDeck.slice(-2).sort()).toEqual([a, b].sort());
    const [m] = enter('mage', 'gaias-songbird', [slime], [], setup);
    expect(player(m, A).mainDeck[0]).toBe(a);
  });
});

describe("'bubble-mage'", () => {
  it('On Enter: rest target unit; a Mage also makes damage to it 1 more this turn', () => {
    const run = (cls: Cls) => {
      let [s] = enter(cls, 'bubble-mage', [champion(mainPhaseOf(A), B).id]);
      expect(champion(s, B).rested).toBe(true);
      [s] = play(s, A, bolt, [obj(champion(s, B).id)]);
      return champion(s, B).damage;
    };
    expect(run('mage')).toBe(6);
    expect(run('tamer')).toBe(5);
  });
});

describe("'barrier-servant'", () => {
  it('intercept; removing two enlighten counters prevents the next damage to it this turn', () => {
    const d = def('barrier-servant');
    expect(d.keywords).toContain('intercept');
    let s = mainPhaseOf(A);
    let servant: string;
    [s, servant] = place(s, A, d);
    expect(() => useAbility(s, A, servant)).toThrow();
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.enlighten = 3; });
    s = drive(useAbility(s, A, servant));
    expect(champion(s, A).counters.enlighten).toBe(1);
    [s] = play(s, A, poke, [obj(servant)]);
    expect(s.objects[servant]!.damage).toBe(0);
    [s] = play(s, A, poke, [obj(servant)]);
    expect(s.objects[servant]!.damage).toBe(1);
  });
});

describe("'blue-slime'", () => {
  it('pride 4; with a Tamer champion it gets a buff counter whenever it is dealt damage', () => {
    const run = (cls: Cls) => {
      let s = as(mainPhaseOf(A), A, cls);
      let slime: string;
      [s, slime] = place(s, A, def('blue-slime'));
      [s] = play(s, A, poke, [obj(slime)]);
      s = drive(s);
      return s.objects[slime]!.counters.buff ?? 0;
    };
    expect(run('tamer')).toBe(1);
    expect(run('mage')).toBe(0);
    expect(def('blue-slime').keywordValues?.pride).toBe(4);
  });

  it("below level 4 it doesn't obey: it can't attack (ruling)", () => {
    let s = mainPhaseOf(B);
    let slime: string;
    [s, slime] = place(s, B, def('blue-slime'), { enteredTurn: 0 });
    expect(() => act(s, B, { type: 'attack', attacker: slime })).toThrow();
    s = edit(s, (t) => { t.objects[player(t, B).champion!]!.counters.level = 4; });
    expect(() => act(s, B, { type: 'attack', attacker: slime })).not.toThrow();
  });
});

describe("'meadowbloom-dryad'", () => {
  it('preserve; with a Tamer, whenever it or another ally enters under your control, a buff counter on target ally', () => {
    expect(def('meadowbloom-dryad').keywords).toContain('preserve');
    let s = fill(as(mainPhaseOf(A), A, 'tamer', ...ALL), A, 6);
    let steed: string;
    [s, steed] = addObject(s, A, 'trusty-steed');
    let card: string;
    [s, card] = activateFromHand(s, A, def('meadowbloom-dryad'));
    s = drive(s, [steed]);
    expect(s.objects[steed]!.counters.buff).toBe(1);
    const dryad = objectOfCard(s, card)!;
    [s, card] = addCard(s, A, 'woodland-squirrels');
    s = drive(act(s, A, { type: 'activate', card }), [dryad]);
    expect(s.objects[dryad]!.counters.buff).toBe(1);
    // An ally entering under the opponent's control does nothing.
    const before = JSON.stringify(s.stack);
    let t = passUntil(s, atMain(B));
    [t, card] = addCard(t, B, 'woodland-squirrels');
    t = act(t, B, { type: 'activate', card });
    t = drive(t);
    expect(t.objects[dryad]!.counters.buff).toBe(1);
    void before;
  });
});

describe("'windrider-mage'", () => {
  it('stealth; a Mage may return it to hand at the beginning of its recollection phase for an enlighten counter', () => {
    expect(def('windrider-mage').keywords).toContain('stealth');
    const run = (cls: Cls, accept: boolean) => {
      let s = as(mainPhaseOf(B), A, cls);
      let wm: string;
      [s, wm] = place(s, A, def('windrider-mage'));
      const card = s.objects[wm]!.card!;
      s = drive(s, [], [accept], (t) => t.phase === 'draw' || t.phase === 'main' && t.players[t.turnPlayer]!.id === A);
      return { inHand: player(s, A).hand.includes(card), enlighten: champion(s, A).counters.enlighten ?? 0 };
    };
    expect(run('mage', true)).toEqual({ inHand: true, enlighten: 1 });
    expect(run('mage', false)).toEqual({ inHand: false, enlighten: 0 });
    expect(run('tamer', true)).toEqual({ inHand: false, enlighten: 0 });
  });
});

describe("'wilderness-harpist'", () => {
  it('stealth for a Tamer; whenever you activate a Harmony or Melody card, +1 level until end of turn', () => {
    const run = (cls: Cls) => {
      let s = as(mainPhaseOf(A), A, cls);
      let h: string;
      [s, h] = place(s, A, def('wilderness-harpist'));
      const level = championLevel(s, A);
      [s] = play(s, A, melody);
      s = drive(s);
      [s] = play(s, A, poke, [obj(h)]);
      return { stealth: hasKeyword(s, s.objects[h]!, 'stealth'), gain: championLevel(s, A) - level };
    };
    expect(run('tamer')).toEqual({ stealth: true, gain: 1 });
    expect(run('mage')).toEqual({ stealth: false, gain: 1 });
  });
});

describe("'conduit-of-the-mad-mage'", () => {
  it('wakes and gets +1 power whenever you activate a Mage Spell action; sacrificed at your end phase; Floating Memory', () => {
    let s = as(mainPhaseOf(A), A, 'mage', ...ALL);
    let c: string, tortoise: string;
    [s, c] = place(s, A, def('conduit-of-the-mad-mage'), { rested: true });
    [s, tortoise] = addObject(s, B, 'giant-tortoise');
    [s] = play(s, A, poke, [obj(tortoise)]); // not a Mage Spell
    expect(s.objects[c]!.rested).toBe(true);
    [s] = play(s, A, waterSpell);
    expect(s.objects[c]!.rested).toBe(false);
    expect(power(s, c)).toBe(1);
    s = passUntil(s, atMain(B));
    expect(s.objects[c]).toBeUndefined();
    expect(floatsFor(def('conduit-of-the-mad-mage'), 'warrior')).toBe(true);
  });
});

describe("'eager-page'", () => {
  it('a buff counter at the beginning of your recollection phase', () => {
    let s = mainPhaseOf(B);
    let page: string;
    [s, page] = place(s, A, def('eager-page'));
    s = passUntil(s, atMain(A));
    expect(s.objects[page]!.counters.buff).toBe(1);
  });
});

describe("'avalon-cursed-isle'", () => {
  it('Upkeep: sacrificed when you materialize; whenever you activate a water card, target player mills two', () => {
    let s = as(mainPhaseOf(A), A, 'mage', ...ALL);
    let isle: string;
    [s, isle] = place(s, A, def('avalon-cursed-isle'));
    const deck = player(s, B).mainDeck.length;
    [s] = activateFromHand(s, A, waterSpell);
    s = drive(s, [B]);
    expect(player(s, B).mainDeck.length).toBe(deck - 2);
    const mine = player(s, A).mainDeck.length;
    [s] = play(s, A, poke, [obj(champion(s, B).id)]); // norm: nothing
    expect(player(s, A).mainDeck.length).toBe(mine);
    let card: string;
    [s, card] = addCard(s, A, 'training-sword', 'materialDeck');
    s = passUntil(s, (t) => t.pending?.kind === 'materializePhase' && t.players[t.turnPlayer]!.id === A);
    s = drive(act(s, A, { type: 'materialize', card }), [], [], (t) => !!Object.values(t.objects).find((o) => o.card === card) && t.stack.length === 0 && t.pendingTriggers.length === 0 && t.pending?.kind !== 'triggerTargets');
    expect(s.objects[isle]).toBeUndefined();
  });
});

describe("'avalon-cursed-isle' from hand", () => {
  it('its own activation (a water card) happens before it is on the field: nothing is milled', () => {
    let s = fill(as(mainPhaseOf(A), A, 'mage', ...ALL), A, 5);
    const decks = [player(s, A).mainDeck.length, player(s, B).mainDeck.length];
    let card: string;
    [s, card] = activateFromHand(s, A, def('avalon-cursed-isle'));
    s = drive(s, [B]);
    expect(Object.values(s.objects).some((o) => o.card === card)).toBe(true);
    expect([player(s, A).mainDeck.length, player(s, B).mainDeck.length]).toEqual(decks);
  });
});

describe("'tide-diviner'", () => {
  it('On Enter: looks at the top 1+LV cards; one of them (any) to hand, the others to the graveyard', () => {
    let s = edit(fill(as(mainPhaseOf(A), A, 'mage', ...ALL), A, 5), (t) => { t.objects[player(t, A).champion!]!.counters.level = 1; });
    const level = championLevel(s, A);
    const top = player(s, A).mainDeck.slice(0, level + 1);
    [s] = activateFromHand(s, A, def('tide-diviner'));
    s = passUntil(s, (t) => t.pending?.kind === 'lookAndTake');
    const offered = legalActions(s, A).filter((a) => a.type === 'chooseTarget');
    expect(offered).toHaveLength(level + 1); // every card, and no "none"
    s = drive(s, [top[1]!]);
    expect(player(s, A).hand).toContain(top[1]);
    expect(player(s, A).graveyard).toEqual(expect.arrayContaining(top.filter((c) => c !== top[1])));
    expect(player(s, A).mainDeck.slice(0, 3)).not.toContain(top[0]);
  });
});

describe("'windstream-mutt'", () => {
  const wind = defineCard({ slug: 'test-wind', name: 'Test Wind', types: ['ACTION'], element: 'WIND', cost: reserve(1) }, {});
  const run = (cls: Cls, memory: 'wind' | 'fire') => {
    let s = withDef(fill(as(mainPhaseOf(A), A, cls, ...ALL), A, 4), wind);
    s = edit(s, (t) => { player(t, A).memory = []; });
    let steed: string, card: string;
    for (let i = 0; i < 3; i++) [s] = addCard(s, A, memory === 'wind' ? wind.slug : 'smoke-out', 'memory');
    [s, steed] = addObject(s, A, 'trusty-steed');
    [s, card] = activateFromHand(s, A, def('windstream-mutt'));
    // Its reserve was paid from hand into memory: those cards are fire here (smoke-out fills the hand).
    s = edit(s, (t) => { player(t, A).memory = player(t, A).memory.filter((c) => t.cards[c]!.def === (memory === 'wind' ? wind.slug : 'smoke-out')); });
    s = passUntil(s, (t) => t.pending?.kind === 'chooseObjects' || (t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending));
    const mutt = Object.values(s.objects).find((o) => o.card === card)!.id;
    const offered = s.pending?.kind === 'chooseObjects' ? choices(s) : [];
    s = drive(s, [steed]);
    return { offered: offered.length > 0, self: offered.includes(mutt), buff: s.objects[steed]!.counters.buff ?? 0 };
  };
  it('On Enter (Tamer): a random memory card is revealed; if wind, a buff counter on another ally you choose', () => {
    expect(run('tamer', 'wind')).toEqual({ offered: true, self: false, buff: 1 });
    expect(run('tamer', 'fire')).toEqual({ offered: false, self: false, buff: 0 });
    expect(run('mage', 'wind')).toEqual({ offered: false, self: false, buff: 0 });
  });
});
