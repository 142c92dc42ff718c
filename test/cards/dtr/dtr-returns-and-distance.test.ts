// DTR Ranger cards that send allies away or work with distance, and a few more counting cards.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { currentStat } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, player } from '../../engine/helpers.js';
import { activate, asChampion, objectTarget, place, play, settle, withDefs } from '../amb/scenario.js';
import { legal } from '../doa/support.js';
import { ping } from '../guardian-warrior-support.js';

const ALL = ['NORM', 'FIRE', 'WATER', 'WIND', 'UMBRA', 'ASTRA'] as const;
const wing = defineCard({ slug: 'test-wing', name: 'Test Wing', types: ['WEAPON'], subtypes: ['AETHERWING'], element: 'NORM', cost: reserve(0), power: 1, durability: 3 }, {});
const as = (s: GameState, who: string, cls: string, level = 1, elements: readonly string[] = ALL) =>
  asChampion(withDefs(s, wing), who, { classes: [cls], elements: [...elements] as never, level });
const bobMain = (): GameState => passUntil(newGame({ first: A }), atMain(B));
const endOfCombat = (s: GameState) => passUntil(s, (t) => t.phase === 'main' && !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
const power = (s: GameState, id: string): number => currentStat(s, s.objects[id]!, 'power') ?? -1;
const life = (s: GameState, id: string): number => currentStat(s, s.objects[id]!, 'life') ?? -1;

describe("'charging-galeshot'", () => {
  it("returns the target attacking ally to its owner's memory, then may load itself", () => {
    let s = as(bobMain(), A, 'RANGER');
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.rested = false; });
    let raider: string, w: string;
    [s, raider] = addObject(s, B, 'giant-tortoise');
    [s, w] = addObject(s, A, 'test-wing');
    const card = s.objects[raider]!.card!;
    s = act(s, B, { type: 'attack', attacker: raider });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = passUntil(s, (t) => !!t.opportunity && t.players[t.opportunity.player]!.id === A && !!t.combat);
    let galeshot: string;
    [s, galeshot] = activate(s, A, scriptedDef('charging-galeshot'), [objectTarget(raider)]);
    s = settle(s, { accept: true });
    expect(s.objects[raider]).toBeUndefined();
    expect(player(s, B).memory).toContain(card);
    expect(s.objects[w]!.loaded).toEqual([galeshot]);
    expect(champion(endOfCombat(s), A).damage).toBe(0);
  });

  it('only an attacking ally can be targeted', () => {
    let s = as(newGame({ first: A }), A, 'RANGER');
    [s] = addObject(s, B, 'giant-tortoise');
    let card: string;
    [s, card] = addCard(withDefs(s, scriptedDef('charging-galeshot')), A, 'charging-galeshot');
    expect(legal(s, A).some((a) => a.type === 'activate' && a.card === card)).toBe(false);
  });
});

describe("'vanishing-eclipse'", () => {
  it("puts the target ally on top of its owner's deck and your champion becomes distant; aethercalling with the astra bonus", () => {
    let s = as(newGame({ first: A }), A, 'RANGER');
    let ally: string;
    [s, ally] = addObject(s, B, 'giant-tortoise');
    const card = s.objects[ally]!.card!;
    s = play(s, A, scriptedDef('vanishing-eclipse'), [objectTarget(ally)]);
    expect(player(s, B).mainDeck[0]).toBe(card);
    expect(champion(s, A).distant).toBe(true);
    const def = scriptedDef('vanishing-eclipse');
    const calls = (elements: readonly string[]): boolean => {
      let t = as(newGame({ first: A }), A, 'RANGER', 1, elements);
      let w: string, c: string;
      [t, w] = addObject(t, A, 'test-wing');
      [t, c] = addCard(withDefs(t, def, scriptedDef('undercurrent-vantage')), A, def.slug, 'mainDeck');
      t = edit(t, (u) => { const p = u.players.find((x) => x.id === A)!; p.mainDeck = [c, ...p.mainDeck.filter((x) => x !== c)]; });
      [t] = activate(t, A, scriptedDef('undercurrent-vantage'));
      t = passUntil(t, (u) => u.pending?.kind === 'glimpse');
      return legal(t, A).some((a) => a.type === 'aethercall' && a.card === c && a.weapon === w);
    };
    expect(calls(['NORM', 'WATER', 'ASTRA'])).toBe(true);
    expect(calls(['NORM', 'WATER'])).toBe(false);
  });
});

describe("'evasive-positioning'", () => {
  it('prevents the next 2 damage to the target unit this turn; a champion target also becomes distant', () => {
    let s = withDefs(as(newGame({ first: A }), A, 'RANGER'), ping(3));
    let ally: string;
    [s, ally] = addObject(s, A, 'giant-tortoise');
    s = play(s, A, scriptedDef('evasive-positioning'), [objectTarget(ally)]);
    expect(s.objects[ally]!.distant ?? false).toBe(false);
    s = play(s, A, ping(3), [objectTarget(ally)]);
    expect(s.objects[ally]!.damage).toBe(1);
    s = play(s, A, scriptedDef('evasive-positioning'), [objectTarget(champion(s, A).id)]);
    expect(champion(s, A).distant).toBe(true);
  });
});

describe("'aethers-embrace'", () => {
  it('the target unit becomes distant; a defending Ranger ally also wakes up and gets +2/+2 this turn', () => {
    const ranger = defineCard({ slug: 'test-ranger-ally', name: 'Test Ranger Ally', types: ['ALLY'], subtypes: ['RANGER', 'HUMAN'], classes: ['RANGER'], element: 'NORM', cost: reserve(1), power: 1, life: 4 }, {});
    const run = (defending: boolean) => {
      let s = as(bobMain(), A, 'RANGER');
      let guard: string, raider: string;
      [s, guard] = place(s, A, ranger, { rested: true });
      [s, raider] = addObject(s, B, 'giant-tortoise');
      if (defending) {
        s = act(s, B, { type: 'attack', attacker: raider });
        s = act(s, B, { type: 'chooseAttackTarget', target: guard });
        s = passUntil(s, (t) => !!t.opportunity && t.players[t.opportunity.player]!.id === A && !!t.combat);
      } else {
        s = act(s, B, { type: 'pass' });
      }
      s = play(s, A, scriptedDef('aethers-embrace'), [objectTarget(guard)]);
      return { distant: !!s.objects[guard]!.distant, rested: s.objects[guard]!.rested, power: power(s, guard), life: life(s, guard) };
    };
    expect(run(true)).toEqual({ distant: true, rested: false, power: 3, life: 6 });
    expect(run(false)).toEqual({ distant: true, rested: true, power: 1, life: 4 });
  });
});

describe("'skilled-aerotheurge'", () => {
  it('ranged 2; on hit while distant, may load a wind Aethercharge card from your graveyard into your Aetherwing', () => {
    const run = (distant: boolean) => {
      let s = as(bobMain(), B, 'RANGER');
      s = withDefs(s, scriptedDef('teasing-aerocharge'));
      s = edit(s, (t) => { t.objects[player(t, A).champion!]!.rested = false; });
      let me: string, w: string, charge: string;
      [s, me] = place(s, B, scriptedDef('skilled-aerotheurge'), distant ? { distant: true } : {});
      [s, w] = addObject(s, B, 'test-wing');
      [s, charge] = addCard(s, B, 'teasing-aerocharge', 'graveyard');
      const before = champion(s, A).damage;
      s = act(s, B, { type: 'attack', attacker: me });
      s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
      s = passUntil(s, (t) => t.pending?.kind === 'triggerTargets' || (!t.combat && t.stack.length === 0));
      if (s.pending?.kind === 'triggerTargets') s = act(s, B, { type: 'chooseTarget', target: { kind: 'card', id: charge } });
      s = settle(s, { accept: true });
      return { dealt: champion(s, A).damage - before, loaded: s.objects[w]!.loaded ?? [], charge };
    };
    const far = run(true);
    expect(far.dealt).toBe(3);
    expect(far.loaded).toEqual([far.charge]);
    const near = run(false);
    expect(near.dealt).toBe(1);
    expect(near.loaded).toEqual([]);
  });
});

describe("'torrential-blast'", () => {
  it('with the class bonus mills 2 first; deals damage to up to one target ally equal to the water cards in your graveyard', () => {
    const run = (cls: string) => {
      let s = as(newGame({ first: A }), A, cls);
      [s] = addCard(s, A, 'glacial-evocation', 'graveyard');
      [s] = addCard(s, A, 'smoke-out', 'graveyard');
      // Two water cards on top of the deck.
      let t1: string, t2: string;
      [s, t1] = addCard(s, A, 'sink-into-oblivion', 'mainDeck');
      [s, t2] = addCard(s, A, 'hypothermia', 'mainDeck');
      s = edit(s, (t) => { const p = t.players.find((x) => x.id === A)!; p.mainDeck = [t1, t2, ...p.mainDeck.filter((x) => x !== t1 && x !== t2)]; });
      let ally: string;
      [s, ally] = addObject(s, B, 'giant-tortoise');
      s = play(s, A, scriptedDef('torrential-blast'), [objectTarget(ally)]);
      return s.objects[ally]?.damage;
    };
    expect(run('CLERIC')).toBe(3); // the blast itself is still on the stack as it counts
    expect(run('WARRIOR')).toBe(1);
  });
});

describe("'lamentations-toll'", () => {
  it('at level 2+ gets +X power, X the highest power among your omens', () => {
    const def = scriptedDef('lamentations-toll');
    const run = (level: number) => {
      let s = as(newGame({ first: A }), A, 'GUARDIAN', level);
      let id: string, o: string;
      [s, id] = place(s, A, def);
      [s, o] = addCard(s, A, 'blitz-mage', 'banishment'); // power 3
      s = edit(s, (t) => { t.cardCounters = { ...t.cardCounters, [o]: { omen: 1 } }; });
      [s] = addCard(s, A, 'restorative-slash', 'banishment'); // power 3 but no omen counter
      return power(s, id);
    };
    expect(run(2)).toBe(6);
    expect(run(1)).toBe(3);
  });
});

describe("'humpty-dumpty-fates-fall'", () => {
  it('[REST]: a buff counter on it, then glimpse X (its buff counters); (2): an ally with base 0/0 this turn', () => {
    const def = scriptedDef('humpty-dumpty-fates-fall');
    let s = as(newGame({ first: A }), A, 'CLERIC');
    let id: string;
    [s, id] = place(s, A, def, { counters: { buff: 1 } });
    s = act(s, A, { type: 'activateAbility', object: id, index: 0 });
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
    expect(s.pending?.kind === 'glimpse' ? s.pending.cards.length : 0).toBe(2);
    s = settle(s);
    expect(s.objects[id]!.counters.buff).toBe(2);
    for (let i = 0; i < 3; i++) [s] = addCard(s, A, 'smoke-out');
    s = act(s, A, { type: 'activateAbility', object: id, index: 1 });
    while (s.pending?.kind === 'activation') s = act(s, A, legal(s, A).find((a) => a.type === 'chooseReserve')!);
    s = settle(s);
    expect(s.defs[s.objects[id]!.def] && currentStat(s, s.objects[id]!, 'power')).toBe(2); // base 0 plus two buff counters
    expect(life(s, id)).toBe(2);
    s = passUntil(s, atMain(B));
    expect(currentStat(s, s.objects[id]!, 'power')).toBeNull();
  });
});

describe("'intensified-pyre'", () => {
  it("deals 2 damage to the target champion, 6 if its controller has eight or more cards in their graveyard; kindle 3", () => {
    const def = scriptedDef('intensified-pyre');
    const run = (graveyard: number) => {
      let s = as(newGame({ first: A }), A, 'MAGE');
      s = edit(s, (t) => { t.players.find((p) => p.id === B)!.graveyard = []; });
      for (let i = 0; i < graveyard; i++) [s] = addCard(s, B, 'smoke-out', 'graveyard');
      s = play(s, A, def, [objectTarget(champion(s, B).id)]);
      return champion(s, B).damage;
    };
    expect(run(7)).toBe(2);
    expect(run(8)).toBe(6);
    expect(def.keywords).toContain('kindle');
    expect(def.activationValues?.kindle).toBe(3);
  });
});

describe("'rapid-combustion'", () => {
  it('destroys a target item or weapon (memory 0, or reserve up to 3) only if it entered this turn; kindle 4', () => {
    const def = scriptedDef('rapid-combustion');
    let s = as(newGame({ first: A }), A, 'CLERIC');
    let fresh: string, old: string, card: string;
    [s, fresh] = addObject(s, B, 'training-sword');
    [s, old] = addObject(s, B, 'training-sword');
    s = edit(s, (t) => { t.objects[old]!.enteredTurn = t.turn - 1; t.objects[fresh]!.enteredTurn = t.turn; });
    [s, card] = addCard(withDefs(s, def), A, def.slug);
    s = act(s, A, { type: 'activate', card });
    while (s.pending?.kind === 'activation' && s.pending.draft.stage === 'kindle') s = act(s, A, { type: 'chooseKindle', card: null });
    const offered = legal(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
    expect(offered).toEqual([fresh]);
    let t = as(newGame({ first: A }), A, 'CLERIC');
    [t, fresh] = addObject(t, B, 'training-sword');
    t = edit(t, (u) => { u.objects[fresh]!.enteredTurn = u.turn; });
    t = play(t, A, def, [objectTarget(fresh)]);
    expect(t.objects[fresh]).toBeUndefined();
  });
});
