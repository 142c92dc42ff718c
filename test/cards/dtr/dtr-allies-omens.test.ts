// DTR-era allies and Guardian attacks: omens, Ciel's Vacuous Servants, enter and attack triggers.
import { describe, expect, it } from 'vitest';
import { factsOf } from '../../../src/cards/index-facts.js';
import { defFromFacts } from '../../../src/cards/runtime.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import { currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, player } from '../../engine/helpers.js';
import { activate, asChampion, objectTarget, objectsOf, place, play, settle, withDefs } from '../amb/scenario.js';
import { enable, legal } from '../doa/support.js';
import { bolt } from '../doa/round2-helpers.js';
import { championIs, ping } from '../guardian-warrior-support.js';

const as = (s: GameState, who: string, cls: string, level = 1) =>
  asChampion(s, who, { classes: [cls], elements: ['NORM', 'FIRE', 'WATER', 'WIND', 'UMBRA'], level });
const ciel = defFromFacts(factsOf('ciel-loyal-valet'), null);
const servant = defFromFacts(factsOf('vacuous-servant'), null);
const asCiel = (s: GameState, who: string) => enable(championIs(withDefs(s, servant), who, ciel), who, 'NORM', 'FIRE', 'WATER', 'WIND', 'UMBRA');
/** Alice's main phase; her champion has every element these cards need. */
const game = (): GameState => as(newGame({ first: A }), A, 'WARRIOR');
/** The first card or target offered by a pending choice. */
function pickFirst(s: GameState, who: string): GameState {
  const a = legal(s, who).find((x) => (x.type === 'chooseTarget' && x.target !== null) || x.type === 'chooseCard');
  if (!a) throw new Error(`nothing to pick (${s.pending?.kind})`);
  return act(s, who, a);
}
const power = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'power');
const life = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'life');
const bobMain = (): GameState => passUntil(newGame({ first: A }), atMain(B));
const endOfCombat = (s: GameState) => passUntil(s, (t) => t.phase === 'main' && !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);

/** Put cards into a player's banishment; `omen`: with an omen counter on each. */
function banished(s: GameState, who: string, slugs: string[], omen = true): GameState {
  for (const slug of slugs) {
    let card: string;
    [s, card] = addCard(s, who, slug, 'banishment');
    if (omen) s = edit(s, (t) => { t.cardCounters = { ...t.cardCounters, [card]: { omen: 1 } }; });
  }
  return s;
}

/** Activate an ally card from hand and resolve it and its On Enter (optional choices as `accept`). */
function enter(s: GameState, who: string, def: CardDef, accept = false): [GameState, string] {
  let card: string;
  [s, card] = activate(s, who, def);
  s = settle(s, { accept });
  return [s, Object.values(s.objects).find((o) => o.card === card)!.id];
}

describe("'aquifer-seneschal'", () => {
  const def = scriptedDef('aquifer-seneschal');
  const run = (omens: number, plain = 0) => {
    let s = banished(as(newGame({ first: A }), A, 'GUARDIAN'), A, Array(omens).fill('smoke-out'));
    s = banished(s, A, Array(plain).fill('smoke-out'), false); // banished without an omen counter: not omens
    const [t, id] = enter(s, A, def);
    return { rested: t.objects[id]!.rested, buff: t.objects[id]!.counters.buff ?? 0, taunt: hasKeyword(t, t.objects[id]!, 'taunt') };
  };
  it('enters rested; wakes up with three omens, and gets a buff counter with six; taunt with the class bonus', () => {
    expect(run(2, 4)).toEqual({ rested: true, buff: 0, taunt: true });
    expect(run(3)).toEqual({ rested: false, buff: 0, taunt: true });
    expect(run(6)).toEqual({ rested: false, buff: 1, taunt: true });
    let s = as(newGame({ first: A }), A, 'WARRIOR');
    let id: string;
    [s, id] = place(s, A, def);
    expect(hasKeyword(s, s.objects[id]!, 'taunt')).toBe(false);
  });
});

describe("'armed-squallguard'", () => {
  it('+1 power with an attack omen, +1 life with an ally omen', () => {
    let s = newGame({ first: A });
    let id: string;
    [s, id] = place(s, A, scriptedDef('armed-squallguard'));
    expect([power(s, id), life(s, id)]).toEqual([2, 2]);
    s = banished(s, A, ['reckless-slash'], false);
    s = banished(s, A, ['smoke-out', 'blitz-mage'], true);
    expect([power(s, id), life(s, id)]).toEqual([2, 3]);
    s = banished(s, A, ['reckless-slash']);
    expect([power(s, id), life(s, id)]).toEqual([3, 3]);
  });
});

describe("'blackmarket-broker'", () => {
  it('puts a preparation counter on your champion as it enters; stealth while your champion has three', () => {
    let s = game();
    let id: string;
    [s, id] = enter(s, A, scriptedDef('blackmarket-broker'));
    expect(champion(s, A).counters.preparation).toBe(1);
    expect(hasKeyword(s, s.objects[id]!, 'stealth')).toBe(false);
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.preparation = 3; });
    expect(hasKeyword(s, s.objects[id]!, 'stealth')).toBe(true);
  });
});

describe("'coy-bouclier'", () => {
  it('costs 2 less at level 2+; with the class bonus it has taunt while you control another ally', () => {
    const cost = (level: number): number => {
      const s = as(newGame({ first: A }), A, 'GUARDIAN', level);
      const before = player(s, A).hand.length;
      return before - player(activate(s, A, scriptedDef('coy-bouclier'))[0], A).hand.length;
    };
    expect(cost(1)).toBe(5);
    expect(cost(2)).toBe(3);
    let s = as(newGame({ first: A }), A, 'GUARDIAN');
    let id: string;
    [s, id] = place(s, A, scriptedDef('coy-bouclier'));
    expect(hasKeyword(s, s.objects[id]!, 'taunt')).toBe(false);
    [s] = addObject(s, A, 'giant-tortoise');
    expect(hasKeyword(s, s.objects[id]!, 'taunt')).toBe(true);
    expect(hasKeyword(as(s, A, 'WARRIOR'), s.objects[id]!, 'taunt')).toBe(false);
  });
});

describe("'deadly-opportunist'", () => {
  it('gets +3 power while attacking a rested ally', () => {
    const attackAlly = (rested: boolean): number => {
      let s = bobMain();
      let me: string, them: string;
      [s, me] = place(s, B, scriptedDef('deadly-opportunist'));
      [s, them] = addObject(s, A, 'giant-tortoise', { rested });
      s = act(s, B, { type: 'attack', attacker: me });
      s = act(s, B, { type: 'chooseAttackTarget', target: them });
      return endOfCombat(s).objects[them]?.damage ?? -1;
    };
    expect(attackAlly(true)).toBe(4);
    expect(attackAlly(false)).toBe(1);
  });
});

describe("'froglet-footman'", () => {
  it('may banish a floating memory card from your graveyard as it enters for a buff counter; with one, 1 of each damage is prevented', () => {
    let s = as(newGame({ first: A }), A, 'GUARDIAN');
    let fm: string;
    [s, fm] = addCard(s, A, 'maiden-of-shimmering-air', 'graveyard');
    let id: string;
    let card: string;
    [s, card] = activate(s, A, scriptedDef('froglet-footman'));
    s = passUntil(s, (t) => t.pending?.kind === 'banishFromGraveyard');
    s = settle(pickFirst(s, A));
    id = Object.values(s.objects).find((o) => o.card === card)!.id;
    expect(player(s, A).banishment).toContain(fm);
    expect(s.objects[id]!.counters.buff).toBe(1);
    s = play(s, A, ping(2), [objectTarget(id)]);
    expect(s.objects[id]!.damage).toBe(1);
    let other: string;
    [s, other] = place(s, A, scriptedDef('froglet-footman'));
    s = play(s, A, ping(1), [objectTarget(other)]);
    expect(s.objects[other]!.damage).toBe(1);
  });
});

describe("'mad-tea-party'", () => {
  it('whenever an ally enters (anyone\'s), you recover 1', () => {
    let s = game();
    const party = scriptedDef('mad-tea-party');
    [s] = place(s, A, party, { counters: { durability: party.durability ?? 1 } }); // Siegeable: it holds durability counters
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 5; });
    [s] = enter(s, A, defFromFacts(factsOf('giant-tortoise'), null));
    expect(champion(s, A).damage).toBe(4);
  });
});

describe("'ombreux-chevalier'", () => {
  it('returns one of your omens to hand; if it does, banishes a card from your hand as an omen', () => {
    let s = banished(game(), A, ['blitz-mage']);
    const omen = player(s, A).banishment.at(-1)!;
    let id: string;
    [s, id] = enter(s, A, scriptedDef('ombreux-chevalier'));
    void id;
    expect(player(s, A).hand).toContain(omen);
    const omensNow = player(s, A).banishment.filter((c) => (s.cardCounters?.[c]?.omen ?? 0) > 0);
    expect(omensNow).toHaveLength(1);
    expect(omensNow).not.toContain(omen);
    // No omen: nothing is banished from hand.
    let t = game();
    [t] = enter(t, A, scriptedDef('ombreux-chevalier'));
    expect(player(t, A).banishment).toHaveLength(0);
  });
});

describe("'ouragan-sentinel'", () => {
  it('summons a Vacuous Servant as it enters with the Ciel bonus only', () => {
    let s = asCiel(newGame({ first: A }), A);
    [s] = enter(s, A, scriptedDef('ouragan-sentinel'));
    expect(objectsOf(s, 'vacuous-servant')).toHaveLength(1);
    let t = withDefs(as(newGame({ first: A }), A, 'GUARDIAN'), servant);
    [t] = enter(t, A, scriptedDef('ouragan-sentinel'));
    expect(objectsOf(t, 'vacuous-servant')).toHaveLength(0);
  });
});

describe("'peppered-chef'", () => {
  it('may sacrifice another ally as it enters; if it does it gets +2 power this turn', () => {
    let s = game();
    let other: string, id: string, card: string;
    [s, other] = addObject(s, A, 'giant-tortoise');
    [s, card] = activate(s, A, scriptedDef('peppered-chef'));
    s = passUntil(s, (t) => t.pending?.kind === 'sacrificeAnother');
    s = settle(act(s, A, { type: 'chooseTarget', target: objectTarget(other) }));
    id = Object.values(s.objects).find((o) => o.card === card)!.id;
    expect(s.objects[other]).toBeUndefined();
    expect(power(s, id)).toBe(4);
    let t = game();
    [t, id] = enter(t, A, scriptedDef('peppered-chef'), true);
    expect(power(t, id)).toBe(2);
  });
});

describe("'purling-footman'", () => {
  it('on attack looks at the top card of your deck and may put it into your graveyard', () => {
    let s = bobMain();
    let id: string;
    [s, id] = place(s, B, scriptedDef('purling-footman'));
    const top = player(s, B).mainDeck[0]!;
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.rested = false; });
    s = act(s, B, { type: 'attack', attacker: id });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = passUntil(s, (t) => t.pending?.kind === 'lookAtTop');
    s = pickFirst(s, B);
    if (s.pending?.kind === 'lookAtTop') s = act(s, B, legal(s, B).find((a) => a.type === 'chooseTarget')!);
    s = endOfCombat(s);
    expect(player(s, B).graveyard).toContain(top);
  });
});

describe("'quadrilles-gryphon'", () => {
  it('gets a buff counter whenever you activate a Melody or Harmony card', () => {
    let s = newGame({ first: A });
    let id: string;
    [s, id] = place(s, A, scriptedDef('quadrilles-gryphon'));
    const melody = { ...bolt, slug: 'test-melody', subtypes: ['MELODY'] };
    s = play(withDefs(s, melody), A, melody, [objectTarget(champion(s, B).id)]);
    expect(s.objects[id]!.counters.buff).toBe(1);
    s = play(s, A, bolt, [objectTarget(champion(s, B).id)]);
    expect(s.objects[id]!.counters.buff).toBe(1);
  });
});

describe("'rafales-slash'", () => {
  it('with the Ciel bonus, on attack you may pay (3) to summon a rested Vacuous Servant', () => {
    const run = (champ: 'ciel' | 'guardian') => {
      let s = bobMain();
      s = champ === 'ciel' ? asCiel(s, B) : as(s, B, 'GUARDIAN');
      s = edit(s, (t) => { t.objects[player(t, A).champion!]!.rested = false; });
      for (let i = 0; i < 5; i++) [s] = addCard(s, B, 'smoke-out');
      let card: string;
      [s, card] = activate(s, B, scriptedDef('rafales-slash'));
      void card;
      s = passUntil(s, (t) => t.pending?.kind === 'attackDeclaration');
      if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, B, { type: 'chooseWeapon', weapon: null });
      s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
      s = passUntil(s, (t) => t.pending?.kind === 'payToDo' || (!t.combat && t.stack.length === 0));
      if (s.pending?.kind === 'payToDo') {
        for (let i = 0; i < 3; i++) s = act(s, B, legal(s, B).find((a) => a.type === 'chooseReserve')!);
      }
      s = endOfCombat(s);
      return objectsOf(s, 'vacuous-servant');
    };
    const servants = run('ciel');
    expect(servants).toHaveLength(1);
    expect(servants[0]!.rested).toBe(true);
    expect(run('guardian')).toHaveLength(0);
  });
});

describe("'safeguard-paragon'", () => {
  it('sacrifice it: the next 4 non-combat damage to each unit you control this turn is prevented', () => {
    let s = newGame({ first: A });
    let id: string, ally: string;
    [s, id] = place(s, A, scriptedDef('safeguard-paragon'));
    [s, ally] = addObject(s, A, 'giant-tortoise');
    s = act(s, A, { type: 'activateAbility', object: id, index: 0 });
    s = settle(s);
    expect(s.objects[id]).toBeUndefined();
    s = play(withDefs(s, ping(5)), A, ping(5), [objectTarget(ally)]);
    expect(s.objects[ally]!.damage).toBe(1);
    s = play(s, A, ping(5), [objectTarget(champion(s, A).id)]);
    expect(champion(s, A).damage).toBe(1);
    s = play(s, A, ping(5), [objectTarget(champion(s, B).id)]);
    expect(champion(s, B).damage).toBe(5);
  });
});

describe("'whimsys-warden'", () => {
  it('has intercept; +2 power with two or more omens', () => {
    let s = newGame({ first: A });
    let id: string;
    [s, id] = place(s, A, scriptedDef('whimsys-warden'));
    expect(hasKeyword(s, s.objects[id]!, 'intercept')).toBe(true);
    s = banished(s, A, ['smoke-out']);
    expect(power(s, id)).toBe(1);
    s = banished(s, A, ['smoke-out']);
    expect(power(s, id)).toBe(3);
  });
});

describe("'evercurrent-raider'", () => {
  it('can be activated from the graveyard by ephemerate (2), at its own timing only, and enters ephemeral', () => {
    let s = game();
    let card: string;
    [s, card] = addCard(withDefs(s, scriptedDef('evercurrent-raider')), A, 'evercurrent-raider', 'graveyard');
    expect(legal(s, A)).toContainEqual({ type: 'ephemerate', card });
    s = act(s, A, { type: 'ephemerate', card });
    s = settle(s.pending?.kind === 'activation' ? (() => { let t = s; while (t.pending?.kind === 'activation') t = act(t, A, legal(t, A).find((a) => a.type === 'chooseReserve')!); return t; })() : s);
    const o = Object.values(s.objects).find((x) => x.card === card)!;
    expect(o.ephemeral).toBe(true);
    // Slow: not on the opponent's turn (the ruling: ephemerate follows the card's timing).
    let t = as(bobMain(), A, 'WARRIOR');
    let c2: string;
    [t, c2] = addCard(withDefs(t, scriptedDef('evercurrent-raider')), A, 'evercurrent-raider', 'graveyard');
    t = act(t, B, { type: 'pass' });
    expect(legal(t, A)).not.toContainEqual({ type: 'ephemerate', card: c2 });
  });
});
