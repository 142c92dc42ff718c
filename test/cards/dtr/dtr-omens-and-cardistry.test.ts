// DTR cards that count omens (game-mechanics/game-mechanics-counters.md#omen) and the Suited Cardistry
// abilities: (1) less for each different reserve cost among the Suited objects you control, once per card.
import { describe, expect, it } from 'vitest';
import { factsOf } from '../../../src/cards/index-facts.js';
import { defFromFacts } from '../../../src/cards/runtime.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { currentStat, floatingMemoryCards } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, player } from '../../engine/helpers.js';
import { activate, asChampion, place, play, settle, withDefs } from '../amb/scenario.js';
import { enable, legal } from '../doa/support.js';
import { championIs } from '../guardian-warrior-support.js';

const ALL = ['NORM', 'FIRE', 'WATER', 'WIND', 'UMBRA', 'ASTRA'] as const;
const game = (cls = 'GUARDIAN'): GameState => asChampion(newGame({ first: A }), A, { classes: [cls], elements: [...ALL] });
const ciel = defFromFacts(factsOf('ciel-loyal-valet'), null);
const asCiel = (s: GameState, who: string) => enable(championIs(s, who, ciel), who, ...ALL);
const power = (s: GameState, id: string): number => currentStat(s, s.objects[id]!, 'power') ?? -1;
const life = (s: GameState, id: string): number => currentStat(s, s.objects[id]!, 'life') ?? -1;

/** Cards put into a player's banishment; `omen`: with an omen counter on each. */
function banished(s: GameState, who: string, slugs: string[], omen = true): GameState {
  for (const slug of slugs) {
    let card: string;
    [s, card] = addCard(s, who, slug, 'banishment');
    if (omen) s = edit(s, (t) => { t.cardCounters = { ...t.cardCounters, [card]: { omen: 1 } }; });
  }
  return s;
}

function paid(s: GameState, slug: string): number {
  const before = player(s, A).hand.length;
  const [t] = activate(s, A, scriptedDef(slug));
  return before - player(t, A).hand.length;
}

describe("'mire-reparation'", () => {
  it('recovers X, X the omens you have (banished cards without an omen counter do not count); floating memory with the class bonus', () => {
    let s = edit(game(), (t) => { t.objects[t.players[0]!.champion!]!.damage = 10; });
    s = banished(s, A, ['smoke-out', 'blitz-mage', 'blitz-mage']);
    s = banished(s, A, ['smoke-out'], false);
    let card: string;
    [s, card] = activate(s, A, scriptedDef('mire-reparation'));
    s = settle(s);
    expect(champion(s, A).damage).toBe(7);
    expect(floatingMemoryCards(s, A)).toContain(card);
    expect(floatingMemoryCards(asChampion(s, A, { classes: ['WARRIOR'] }), A)).not.toContain(card);
  });
});

describe("'favorable-omens'", () => {
  it('allies you control get +1 life this turn for each wind omen you have', () => {
    let s = game();
    let mine: string, theirs: string;
    [s, mine] = addObject(s, A, 'giant-tortoise'); // life 6
    [s, theirs] = addObject(s, B, 'giant-tortoise');
    s = withDefs(s, scriptedDef('ouragan-sentinel'));
    s = banished(s, A, ['ouragan-sentinel', 'ouragan-sentinel', 'smoke-out']); // two wind omens
    s = play(s, A, scriptedDef('favorable-omens'));
    expect(life(s, mine)).toBe(8);
    expect(life(s, theirs)).toBe(6);
    s = passUntil(s, atMain(B));
    expect(life(s, mine)).toBe(6);
  });
});

describe("'sablier-guard'", () => {
  it('+1/+1 for each different reserve cost among your omens', () => {
    let s = game();
    let id: string;
    [s, id] = place(s, A, scriptedDef('sablier-guard'));
    expect([power(s, id), life(s, id)]).toEqual([1, 1]);
    s = banished(s, A, ['smoke-out', 'smoke-out', 'blitz-mage']); // costs 1, 1, 3
    expect([power(s, id), life(s, id)]).toEqual([3, 3]);
  });
});

describe("'baleful-oblation'", () => {
  it('deals X damage to every unit but your champion, X the lowest reserve cost among your omens; costs 2 less with the Ciel bonus', () => {
    let s = banished(game(), A, ['blitz-mage', 'pyroclastic-flow']); // 3, 4
    s = banished(s, A, ['smoke-out'], false); // not an omen: doesn't lower X
    let mine: string, theirs: string;
    [s, mine] = addObject(s, A, 'giant-tortoise');
    [s, theirs] = addObject(s, B, 'giant-tortoise');
    for (let i = 0; i < 5; i++) [s] = addCard(s, A, 'smoke-out');
    expect(paid(s, 'baleful-oblation')).toBe(5);
    s = play(s, A, scriptedDef('baleful-oblation'));
    expect([s.objects[mine]!.damage, s.objects[theirs]!.damage, champion(s, B).damage, champion(s, A).damage]).toEqual([3, 3, 3, 0]);
    let t = asCiel(newGame({ first: A }), A);
    for (let i = 0; i < 5; i++) [t] = addCard(t, A, 'smoke-out');
    expect(paid(t, 'baleful-oblation')).toBe(3);
  });
});

describe("'conflagrative-trounce'", () => {
  it('with the Ciel bonus and two omens of the same reserve cost it gets +2 power', () => {
    const def = scriptedDef('conflagrative-trounce');
    let s = asCiel(newGame({ first: A }), A);
    let id: string;
    [s, id] = place(s, A, def);
    s = banished(s, A, ['smoke-out', 'blitz-mage']);
    expect(power(s, id)).toBe(2);
    s = banished(s, A, ['smoke-out']);
    expect(power(s, id)).toBe(4);
    expect(power(asChampion(s, A, { classes: ['GUARDIAN'] }), id)).toBe(2);
  });
});

describe("'castling-boon'", () => {
  it('allies you control get +1 life this turn, +3 instead if you control a Chessman Rook ally; it has floating memory', () => {
    const rook = defineCard({ slug: 'test-rook', name: 'Test Rook', types: ['ALLY'], subtypes: ['CHESSMAN', 'ROOK'], element: 'NORM', cost: reserve(1), power: 1, life: 2 }, {});
    const run = (withRook: boolean): number => {
      let s = game();
      let id: string;
      [s, id] = addObject(s, A, 'giant-tortoise');
      if (withRook) [s] = place(s, A, rook);
      s = play(s, A, scriptedDef('castling-boon'));
      return life(s, id);
    };
    expect(run(false)).toBe(7);
    expect(run(true)).toBe(9);
    let s = game();
    let card: string;
    [s, card] = addCard(withDefs(s, scriptedDef('castling-boon')), A, 'castling-boon', 'graveyard');
    expect(floatingMemoryCards(s, A)).toContain(card);
  });
});

/** Suited objects of these reserve costs under Alice's control. */
function suited(s: GameState, costs: number[]): GameState {
  costs.forEach((c, i) => {
    [s] = place(s, A, defineCard({ slug: `test-suited-${i}-${c}`, name: `Suited ${i}`, types: ['ALLY'], subtypes: ['SUITED'], element: 'NORM', cost: reserve(c), power: 1, life: 3 }, {}));
  });
  return s;
}

/** Use the Cardistry ability (index 0) of `id`; returns the state and how many cards it cost. */
function cardistry(s: GameState, id: string): [GameState, number] {
  const before = player(s, A).hand.length;
  s = act(s, A, { type: 'activateAbility', object: id, index: 0 });
  while (s.pending?.kind === 'activation') s = act(s, A, legal(s, A).find((a) => a.type === 'chooseReserve')!);
  const cost = before - player(s, A).hand.length;
  return [settle(s), cost];
}

describe("'two-of-hearts'", () => {
  it('Cardistry (2): +2 power this turn, (1) less per different Suited reserve cost; only once per card (the ruling: each copy once)', () => {
    let s = suited(game(), [3]);
    let a: string, b: string;
    [s, a] = place(s, A, scriptedDef('two-of-hearts')); // Suited, cost 2: costs 2 and 3 → (0)
    let cost: number;
    [s, cost] = cardistry(s, a);
    expect(cost).toBe(0);
    expect(power(s, a)).toBe(3);
    expect(legal(s, A).some((x) => x.type === 'activateAbility' && x.object === a)).toBe(false);
    [s, b] = place(s, A, scriptedDef('two-of-hearts'));
    expect(legal(s, A).some((x) => x.type === 'activateAbility' && x.object === b)).toBe(true);
  });
});

describe("'three-of-hearts'", () => {
  it('Cardistry (3): draw a card, then discard a card; (1) less per different Suited reserve cost', () => {
    let s = suited(game(), [1, 1]);
    let id: string;
    [s, id] = place(s, A, scriptedDef('three-of-hearts')); // costs 1 and 3 → (1)
    const deck = player(s, A).mainDeck.length;
    const grave = player(s, A).graveyard.length;
    let cost: number;
    [s, cost] = cardistry(s, id);
    expect(cost).toBe(1);
    expect(player(s, A).mainDeck).toHaveLength(deck - 1);
    expect(player(s, A).graveyard).toHaveLength(grave + 1);
  });
});

describe("'five-of-hearts'", () => {
  it('enters rested; Cardistry (5): a buff counter on each Suited ally you control', () => {
    let s = suited(game(), [2]);
    let id: string, other: string;
    let card: string;
    [s, card] = activate(s, A, scriptedDef('five-of-hearts'));
    s = settle(s);
    id = Object.values(s.objects).find((o) => o.card === card)!.id;
    expect(s.objects[id]!.rested).toBe(true);
    [s, other] = addObject(s, A, 'giant-tortoise');
    for (let i = 0; i < 4; i++) [s] = addCard(s, A, 'smoke-out');
    let cost: number;
    [s, cost] = cardistry(s, id);
    expect(cost).toBe(3); // 5 less 2 (reserve costs 2 and 5)
    const suitedAllies = Object.values(s.objects).filter((o) => o.controller === A && s.defs[o.def]!.subtypes.includes('SUITED'));
    expect(suitedAllies.map((o) => o.counters.buff ?? 0)).toEqual(suitedAllies.map(() => 1));
    expect(s.objects[other]!.counters.buff ?? 0).toBe(0);
  });
});

describe("'wonderlands-reign'", () => {
  it('Cardistry (10): draw a card; (1) less per different Suited reserve cost (its own cost 0 counts)', () => {
    let s = suited(game('CLERIC'), [1, 2, 2, 3]);
    for (let i = 0; i < 8; i++) [s] = addCard(s, A, 'smoke-out');
    let id: string;
    [s, id] = place(s, A, scriptedDef('wonderlands-reign'));
    const deck = player(s, A).mainDeck.length;
    let cost: number;
    [s, cost] = cardistry(s, id);
    expect(cost).toBe(6); // costs 0, 1, 2, 3
    expect(player(s, A).mainDeck).toHaveLength(deck - 1);
  });
});
