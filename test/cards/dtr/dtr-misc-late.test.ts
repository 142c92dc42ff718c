// More DTR cards: Briar (can't wake up), Chrysalis (Ciel, wind omens, suppress as a Spell), Resonant Aether.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { factsOf } from '../../../src/cards/index-facts.js';
import { defFromFacts } from '../../../src/cards/runtime.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, player } from '../../engine/helpers.js';
import { activate, asChampion, objectTarget, settle, withDefs } from '../amb/scenario.js';
import { enable, legal } from '../doa/support.js';
import { championIs } from '../guardian-warrior-support.js';

const ALL = ['NORM', 'FIRE', 'WATER', 'WIND', 'UMBRA', 'ASTRA'] as const;
const ciel = defFromFacts(factsOf('ciel-loyal-valet'), null);
const asCiel = (s: GameState, who: string) => enable(championIs(s, who, ciel), who, ...ALL);
const wing = defineCard({ slug: 'test-wing', name: 'Test Wing', types: ['WEAPON'], subtypes: ['AETHERWING'], element: 'NORM', cost: reserve(0), power: 1, durability: 3 }, {});

function omens(s: GameState, who: string, slugs: string[]): GameState {
  for (const slug of slugs) {
    let card: string;
    [s, card] = addCard(s, who, slug, 'banishment');
    s = edit(s, (t) => { t.cardCounters = { ...t.cardCounters, [card]: { omen: 1 } }; });
  }
  return s;
}

describe("'briar-schwartz-king'", () => {
  it('enters rested with spellshroud and stealth, and never wakes up', () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['MAGE'], elements: [...ALL] });
    let card: string;
    [s, card] = activate(s, A, scriptedDef('briar-schwartz-king'));
    s = settle(s);
    const id = Object.values(s.objects).find((o) => o.card === card)!.id;
    expect(s.objects[id]!.rested).toBe(true);
    expect(hasKeyword(s, s.objects[id]!, 'spellshroud')).toBe(true);
    expect(hasKeyword(s, s.objects[id]!, 'stealth')).toBe(true);
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(s.objects[id]!.rested).toBe(true);
  });
});

describe("'chrysalis-hazy-caterpillar'", () => {
  it('with the Ciel bonus and two wind omens, suppresses another target ally, item or weapon as it enters', () => {
    const run = (windOmens: number) => {
      let s = withDefs(asCiel(newGame({ first: A }), A), scriptedDef('ouragan-sentinel'));
      s = omens(s, A, Array(windOmens).fill('ouragan-sentinel'));
      s = omens(s, A, ['smoke-out', 'smoke-out']);
      let ally: string;
      [s, ally] = addObject(s, B, 'giant-tortoise');
      [s] = activate(s, A, scriptedDef('chrysalis-hazy-caterpillar'));
      s = settle(s, { targets: [objectTarget(ally)] });
      return !s.objects[ally];
    };
    expect(run(2)).toBe(true);
    expect(run(1)).toBe(false);
  });

  it('has fast activation; a champion cannot be chosen', () => {
    const def = scriptedDef('chrysalis-hazy-caterpillar');
    expect(def.keywords).toContain('fastActivation');
    let s = asCiel(newGame({ first: A }), A);
    [s] = activate(s, A, def);
    s = passUntil(s, (t) => t.pending?.kind === 'triggerTargets' || (t.stack.length === 0 && t.pendingTriggers.length === 0));
    const offered = s.pending?.kind === 'triggerTargets' ? legal(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : [])) : [];
    expect(offered).not.toContain(champion(s, B).id);
  });
});

describe("'resonant-aether'", () => {
  it('loads itself into your Aetherwing; from level 2 it has +1 power, which its attack carries', () => {
    const run = (level: number): number => {
      let s = passUntil(newGame({ first: A }), atMain(B));
      s = withDefs(asChampion(s, B, { classes: ['RANGER'], elements: [...ALL], level }), wing);
      s = edit(s, (t) => { t.objects[player(t, A).champion!]!.rested = false; });
      let w: string, card: string;
      [s, w] = addObject(s, B, 'test-wing');
      [s, card] = activate(s, B, scriptedDef('resonant-aether'));
      s = settle(s);
      expect(s.objects[w]!.loaded).toEqual([card]);
      const before = champion(s, A).damage;
      s = act(s, B, { type: 'attack', attacker: champion(s, B).id });
      if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, B, { type: 'chooseWeapon', weapon: w });
      s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
      s = passUntil(s, (t) => !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
      return champion(s, A).damage - before;
    };
    expect(run(2) - run(1)).toBe(1);
  });
});

describe("'ashwound-shot'", () => {
  it('with the class bonus, the target opponent cannot recover this turn; then it may load itself', () => {
    const mend = defineCard({ slug: 'test-mend', name: 'Test Mend', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [{ op: 'recover', who: 'each', amount: 2 }] });
    const run = (cls: string) => {
      let s = withDefs(asChampion(newGame({ first: A }), A, { classes: [cls], elements: [...ALL] }), wing, mend);
      s = edit(s, (t) => { for (const p of t.players) t.objects[p.champion!]!.damage = 4; });
      let w: string, card: string;
      [s, w] = addObject(s, A, 'test-wing');
      [s, card] = activate(s, A, scriptedDef('ashwound-shot'), [{ kind: 'player', id: B }]);
      s = settle(s, { accept: true });
      const loaded = s.objects[w]!.loaded ?? [];
      [s] = activate(s, A, mend);
      s = settle(s);
      return { bob: champion(s, B).damage, alice: champion(s, A).damage, loaded: loaded.includes(card) };
    };
    expect(run('RANGER')).toEqual({ bob: 4, alice: 2, loaded: true });
    expect(run('WARRIOR')).toEqual({ bob: 2, alice: 2, loaded: true });
  });
});

describe("'fiery-interference'", () => {
  it("deals 2 damage to the target unit; a champion's controller then cannot recover this turn", () => {
    const mend = defineCard({ slug: 'test-mend', name: 'Test Mend', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [{ op: 'recover', who: 'each', amount: 1 }] });
    let s = withDefs(asChampion(newGame({ first: A }), A, { classes: ['CLERIC'], elements: [...ALL] }), mend);
    let ally: string;
    [s, ally] = addObject(s, B, 'giant-tortoise');
    [s] = activate(s, A, scriptedDef('fiery-interference'), [objectTarget(ally)]);
    s = settle(s);
    expect(s.objects[ally]!.damage).toBe(2);
    [s] = activate(s, A, scriptedDef('fiery-interference'), [objectTarget(champion(s, B).id)]);
    s = settle(s);
    expect(champion(s, B).damage).toBe(2);
    s = edit(s, (t) => { t.objects[t.players.find((p) => p.id === A)!.champion!]!.damage = 3; });
    [s] = activate(s, A, mend);
    s = settle(s);
    expect(champion(s, B).damage).toBe(2);
    expect(champion(s, A).damage).toBe(2);
  });
});

describe("'lurid-dreaming'", () => {
  const def = scriptedDef('lurid-dreaming');
  it("can be activated only during an opponent's end phase", () => {
    let s = withDefs(asChampion(newGame({ first: A }), A, { classes: ['CLERIC'], elements: [...ALL] }), def);
    let card: string;
    [s, card] = addCard(s, A, def.slug);
    expect(legal(s, A).some((a) => a.type === 'activate' && a.card === card)).toBe(false);
    s = passUntil(s, atMain(B));
    s = act(s, B, { type: 'pass' });
    expect(legal(s, A).some((a) => a.type === 'activate' && a.card === card)).toBe(false);
    s = passUntil(s, (t) => t.phase === 'end' && t.players[t.turnPlayer]!.id === B && !!t.opportunity && t.players[t.opportunity.player]!.id === A);
    expect(legal(s, A).some((a) => a.type === 'activate' && a.card === card)).toBe(true);
  });

  it('wakes up your champion; only if it did, draws a card into memory', () => {
    const run = (rested: boolean) => {
      let s = withDefs(asChampion(newGame({ first: A }), A, { classes: ['CLERIC'], elements: [...ALL] }), def);
      s = passUntil(s, (t) => t.phase === 'end' && t.players[t.turnPlayer]!.id === B && !!t.opportunity && t.players[t.opportunity.player]!.id === A);
      s = edit(s, (t) => { t.objects[t.players.find((p) => p.id === A)!.champion!]!.rested = rested; });
      const memory = player(s, A).memory.length;
      [s] = activate(s, A, def);
      const paidToMemory = player(s, A).memory.length - memory;
      s = settle(s);
      return { awake: !champion(s, A).rested, drew: player(s, A).memory.length - memory - paidToMemory };
    };
    expect(run(true)).toEqual({ awake: true, drew: 1 });
    expect(run(false)).toEqual({ awake: true, drew: 0 });
  });
});

describe("'sovereign-sanctuary'", () => {
  it('prevents 2 of each damage to units you control; at the beginning of your recollection phase it is sacrificed and you draw into memory', () => {
    const def = scriptedDef('sovereign-sanctuary');
    const bolt = defineCard({ slug: 'test-bolt3', name: 'Test Bolt', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [{ kind: 'unit' }], onResolve: [{ op: 'dealDamage', to: { ref: 'target', index: 0 }, amount: 3 }] });
    let s = withDefs(asChampion(newGame({ first: A }), A, { classes: ['CLERIC'], elements: [...ALL] }), def, bolt);
    let id: string, ally: string;
    [s, id] = addObject(s, A, def.slug);
    [s, ally] = addObject(s, A, 'giant-tortoise');
    const card = s.objects[id]!.card!;
    [s] = activate(s, A, bolt, [objectTarget(ally)]);
    s = settle(s);
    [s] = activate(s, A, bolt, [objectTarget(champion(s, B).id)]);
    s = settle(s);
    expect(s.objects[ally]!.damage).toBe(1);
    expect(champion(s, B).damage).toBe(3);
    s = passUntil(s, atMain(B));
    expect(s.objects[id]).toBeDefined();
    const memory = player(s, A).memory.length;
    // The trigger resolves before the memory returns to hand (turn-order-recollection-phase.md).
    s = passUntil(s, (t) => t.phase === 'recollection' && t.players[t.turnPlayer]!.id === A && !t.objects[id] && t.stack.length === 0 && t.pendingTriggers.length === 0);
    expect(player(s, A).graveyard).toContain(card);
    expect(player(s, A).memory).toHaveLength(memory + 1);
  });
});

describe("'aetheric-calibration'", () => {
  it('glimpses 4, then reveals the top card and puts it into memory if it is an Aethercharge card; then may load itself', () => {
    const run = (charges: boolean) => {
      let s = withDefs(asChampion(newGame({ first: A }), A, { classes: ['RANGER'], elements: [...ALL] }), wing, scriptedDef('teasing-aerocharge'));
      const tops: string[] = [];
      for (let i = 0; i < 4; i++) {
        let c: string;
        [s, c] = addCard(s, A, charges ? 'teasing-aerocharge' : 'smoke-out', 'mainDeck');
        tops.push(c);
      }
      s = edit(s, (t) => { const p = t.players.find((x) => x.id === A)!; p.mainDeck = [...tops, ...p.mainDeck.filter((x) => !tops.includes(x))]; });
      let w: string, card: string;
      [s, w] = addObject(s, A, 'test-wing');
      [s, card] = activate(s, A, scriptedDef('aetheric-calibration'));
      const memory = player(s, A).memory.length;
      s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
      expect(s.pending?.kind === 'glimpse' ? s.pending.cards.length : 0).toBe(4);
      s = settle(s, { accept: true });
      return { toMemory: player(s, A).memory.length - memory, topInMemory: tops.some((c) => player(s, A).memory.includes(c)), loaded: (s.objects[w]!.loaded ?? []).includes(card) };
    };
    expect(run(true)).toEqual({ toMemory: 1, topInMemory: true, loaded: true });
    expect(run(false)).toEqual({ toMemory: 0, topInMemory: false, loaded: true });
  });
});

describe("'flamebreak-chorus'", () => {
  it('+2 power to the target ally; if it is defending it wakes up and gets +LV more; fast with the class bonus', () => {
    const def = scriptedDef('flamebreak-chorus');
    const run = (defending: boolean) => {
      let s = passUntil(newGame({ first: A }), atMain(B));
      s = asChampion(s, A, { classes: ['TAMER'], elements: [...ALL], level: 2 });
      let guard: string, raider: string;
      [s, guard] = addObject(s, A, 'giant-tortoise', { rested: true }); // power 1
      [s, raider] = addObject(s, B, 'giant-tortoise');
      if (defending) {
        s = act(s, B, { type: 'attack', attacker: raider });
        s = act(s, B, { type: 'chooseAttackTarget', target: guard });
      } else s = act(s, B, { type: 'pass' });
      s = passUntil(s, (t) => !!t.opportunity && t.players[t.opportunity.player]!.id === A);
      [s] = activate(s, A, def, [objectTarget(guard)]);
      s = settle(s);
      return { power: currentStat(s, s.objects[guard]!, 'power'), rested: s.objects[guard]!.rested };
    };
    expect(run(true)).toEqual({ power: 5, rested: false });
    expect(run(false)).toEqual({ power: 3, rested: true });
  });
});
