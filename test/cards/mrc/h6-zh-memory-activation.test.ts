// h6-zh: cards activated from their owner's memory (play/memory-activation.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addCard, addObject, champion, edit, passUntil, payReserve, player, withDef } from '../../engine/helpers.js';
import { as, place } from '../doa/round2-helpers.js';
import { attack, mainPhaseOf } from '../doa/support.js';
import { drive, namedChampion, ALL } from '../amb/amb1-support.js';
import { objectTarget } from '../amb/scenario.js';

const def = scriptedDef;
const fromMemory = (s: GameState, card: string) => legalActions(s, A).some((a) => a.type === 'activate' && a.card === card);
const prep = (s: GameState, n: number) => edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.preparation = n; });

/** Bob attacks Alice's champion with an ally; Alice holds Opportunity during the attack, `slug` in her memory. */
function duringBobsAttack(slug: string, opts: { cls?: 'assassin' | 'cleric'; preparation?: number } = {}): { s: GameState; card: string; attacker: string } {
  let s = as(mainPhaseOf(B), A, opts.cls ?? 'assassin', ...ALL);
  let attacker: string, card: string;
  [s, attacker] = addObject(s, B, 'giant-tortoise');
  [s, card] = addCard(withDef(s, def(slug)), A, slug, 'memory');
  s = prep(s, opts.preparation ?? 2);
  s = attack(s, B, attacker, champion(s, A).id);
  s = passUntil(s, (t) => !!t.combat && !t.pending && !!t.opportunity && t.players[t.opportunity.player]!.id === A);
  return { s, card, attacker };
}

describe("'scorching-trap'", () => {
  it('Assassin, not on your turn: from memory, a preparation counter removed instead of the reserve cost; 2 damage to target attacking unit', () => {
    let { s, card, attacker } = duringBobsAttack('scorching-trap', { preparation: 1 });
    const hand = player(s, A).hand.length;
    expect(fromMemory(s, card)).toBe(true);
    s = act(s, A, { type: 'activate', card });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(attacker) });
    expect(player(s, A).memory).not.toContain(card);
    expect(player(s, A).hand.length).toBe(hand); // nothing reserved
    expect(champion(s, A).counters.preparation ?? 0).toBe(0);
    s = passUntil(s, (t) => !t.stack.some((i) => i.card === card) && !t.pending);
    expect(s.objects[attacker]!.damage).toBe(2);
    expect(player(s, A).graveyard).toContain(card);
  });

  it('not without a preparation counter, not on your own turn, not without the class bonus', () => {
    expect(fromMemory(duringBobsAttack('scorching-trap', { preparation: 0 }).s, duringBobsAttack('scorching-trap', { preparation: 0 }).card)).toBe(false);
    const cleric = duringBobsAttack('scorching-trap', { cls: 'cleric' });
    expect(fromMemory(cleric.s, cleric.card)).toBe(false);
    let s = prep(as(mainPhaseOf(A), A, 'assassin', ...ALL), 2);
    let card: string;
    [s, card] = addCard(withDef(s, def('scorching-trap')), A, 'scorching-trap', 'memory');
    expect(fromMemory(s, card)).toBe(false);
  });
});

describe("'stifling-trap'", () => {
  it('from memory off your turn for two preparation counters; 2 damage to target ally, then its On Enter triggers are negated', () => {
    const { s: s0, card, attacker } = duringBobsAttack('stifling-trap', { preparation: 1 });
    expect(fromMemory(s0, card)).toBe(false); // one counter is not enough
    let { s } = duringBobsAttack('stifling-trap', { preparation: 2 });
    const c2 = player(s, A).memory.find((c) => s.cards[c]!.def === 'stifling-trap')!;
    const tortoise = Object.values(s.objects).find((o) => o.def === 'giant-tortoise')!.id;
    s = act(s, A, { type: 'activate', card: c2 });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(tortoise) });
    expect(champion(s, A).counters.preparation ?? 0).toBe(0);
    s = passUntil(s, (t) => !t.stack.some((i) => i.card === c2) && !t.pending);
    expect(s.objects[tortoise]!.damage).toBe(2);
    expect(attacker).toBeDefined();
  });

  it('negates the On Enter triggers of that ally still waiting on the stack', () => {
    const enterer = defineCard({ slug: 'h6zh-enterer', name: 'Enterer', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 5 },
      { abilities: [{ kind: 'triggered', trigger: { on: 'enter' }, effects: [{ op: 'draw', who: 'you', count: 3 }] }] });
    let s = as(mainPhaseOf(B), A, 'assassin', ...ALL);
    let card: string, ally: string;
    [s, card] = addCard(withDef(s, def('stifling-trap')), A, 'stifling-trap', 'memory');
    s = prep(s, 2);
    [s, ally] = addCard(withDef(s, enterer), B, enterer.slug, 'hand');
    s = act(s, B, { type: 'activate', card: ally });
    s = passUntil(s, (t) => t.stack.some((i) => i.kind === 'trigger') && !!t.opportunity && t.players[t.opportunity.player]!.id === A && !t.pending);
    const obj = Object.values(s.objects).find((o) => o.def === enterer.slug)!.id;
    const hand = player(s, B).hand.length;
    s = act(s, A, { type: 'activate', card });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(obj) });
    s = drive(s);
    expect(s.objects[obj]!.damage).toBe(2);
    expect(player(s, B).hand.length).toBe(hand);
  });
});

describe("'shimmering-refraction'", () => {
  const fog = defineCard({ slug: 'h6zh-phantasia', name: 'Some Phantasia', types: ['PHANTASIA'], element: 'NORM', cost: reserve(0) }, {});
  /** Alice (Diao Chan or not) with two phantasias activates it from hand, or from memory when a test way allows it. */
  function run(diao: boolean, viaMemory: boolean): { damage: number; memoryDraw: number } {
    let s = as(mainPhaseOf(A), A, 'cleric', ...ALL);
    if (diao) s = namedChampion(s, A, 'Diao Chan', ['CLERIC']);
    for (let i = 0; i < 2; i++) [s] = place(s, A, fog);
    let d: CardDef = def('shimmering-refraction');
    if (viaMemory) d = { ...d, abilities: [...d.abilities, { kind: 'static', effect: { kind: 'activateFromMemory' } }] };
    let card: string;
    [s, card] = addCard(withDef(s, d), A, d.slug, viaMemory ? 'memory' : 'hand');
    s = act(s, A, { type: 'activate', card });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(champion(s, B).id) });
    s = drive(s);
    const before = 0;
    return { damage: champion(s, B).damage, memoryDraw: player(s, A).memory.filter((c) => c !== card).length - before };
  }
  it('X damage to target unit, X the phantasias you control; Diao Chan, activated from your memory: draw a card into memory', () => {
    const handDiao = run(true, false);
    const memDiao = run(true, true);
    const memOther = run(false, true);
    expect(handDiao.damage).toBe(2);
    expect(memDiao.damage).toBe(2);
    expect(memDiao.memoryDraw - memOther.memoryDraw).toBe(1);
  });
});

describe("'maiden-of-shrouded-fog'", () => {
  it('whenever you activate a card from your memory, a buff counter on target phantasia ally you control', () => {
    const trick = defineCard({ slug: 'h6zh-memory-trick', name: 'Memory Trick', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
      { abilities: [{ kind: 'static', effect: { kind: 'activateFromMemory' } }] });
    const run = (zone: 'memory' | 'hand') => {
      let s = as(mainPhaseOf(A), A, 'cleric', ...ALL);
      let maiden: string, card: string;
      [s, maiden] = place(s, A, def('maiden-of-shrouded-fog'));
      [s, card] = addCard(withDef(s, trick), A, trick.slug, zone);
      s = act(s, A, { type: 'activate', card });
      s = drive(s, (t, legal) => (t.pending?.kind === 'triggerTargets' ? legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'object' && a.target.id === maiden) : undefined));
      return s.objects[maiden]!.counters.buff ?? 0;
    };
    expect(run('memory')).toBe(1);
    expect(run('hand')).toBe(0);
  });

  it('Cleric: spellshroud', () => {
    for (const cls of ['cleric', 'assassin'] as const) {
      let s = as(mainPhaseOf(A), A, cls, ...ALL);
      let maiden: string;
      [s, maiden] = place(s, A, def('maiden-of-shrouded-fog'));
      expect(hasKeyword(s, s.objects[maiden]!, 'spellshroud')).toBe(cls === 'cleric');
    }
  });
});


describe("'frost-shard'", () => {
  /** Alice (Mage unless said) with Frost Shard in her graveyard, her champion having leveled up this turn or not. */
  function setup(opts: { leveled?: boolean; cls?: 'mage' | 'cleric'; water?: boolean } = {}): { s: GameState; card: string } {
    let s = opts.water === false ? as(mainPhaseOf(A), A, opts.cls ?? 'mage', 'NORM') : as(mainPhaseOf(A), A, opts.cls ?? 'mage', 'WATER');
    if (opts.leveled ?? true) s = edit(s, (t) => { t.leveledUpThisTurn = [...t.leveledUpThisTurn, A]; });
    let card: string;
    [s, card] = addCard(withDef(s, def('frost-shard')), A, 'frost-shard', 'graveyard');
    return { s, card };
  }
  const fromGraveyard = (s: GameState, card: string) => legalActions(s, A).some((a) => a.type === 'activate' && a.card === card);

  it('Mage, champion leveled up this turn: activated from the graveyard (costs paid), banished as it resolves; 2 damage, 3 to a rested unit', () => {
    for (const rested of [false, true]) {
      let { s, card } = setup();
      let foe: string;
      [s, foe] = addObject(s, B, 'giant-tortoise', { rested });
      expect(fromGraveyard(s, card)).toBe(true);
      s = act(s, A, { type: 'activate', card });
      s = act(s, A, { type: 'chooseTarget', target: objectTarget(foe) });
      s = drive(payReserve(s, A));
      expect(s.objects[foe]!.damage).toBe(rested ? 3 : 2);
      expect(player(s, A).banishment).toContain(card);
      expect(player(s, A).graveyard).not.toContain(card);
    }
  });

  it('activated from hand it goes to the graveyard as usual', () => {
    let s = as(mainPhaseOf(A), A, 'mage', 'WATER');
    let card: string, foe: string;
    [s, foe] = addObject(s, B, 'giant-tortoise');
    [s, card] = addCard(withDef(s, def('frost-shard')), A, 'frost-shard', 'hand');
    s = act(s, A, { type: 'activate', card });
    s = drive(payReserve(act(s, A, { type: 'chooseTarget', target: objectTarget(foe) }), A));
    expect(player(s, A).graveyard).toContain(card);
  });

  it('not without a level up this turn, nor without the class bonus; the champion must still have water enabled (ruling)', () => {
    const a = setup({ leveled: false });
    expect(fromGraveyard(a.s, a.card)).toBe(false);
    const b = setup({ cls: 'cleric' });
    expect(fromGraveyard(b.s, b.card)).toBe(false);
    const c = setup({ water: false });
    expect(fromGraveyard(c.s, c.card)).toBe(false);
  });
});
