// Suited Cardistry abilities (glossary/game-terms.md#label-keywords): each costs (1) less for each different reserve
// cost among the Suited objects its controller controls, and each card instance may use its own once.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { currentStat, floatingMemoryCards, hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, addObject, champion, newGame, player } from '../../engine/helpers.js';
import { asChampion, place, settle, withDefs } from '../amb/scenario.js';
import { legal } from '../doa/support.js';

const game = (level = 0): GameState => {
  let s = asChampion(newGame({ first: A }), A, { classes: ['WARRIOR'], elements: ['NORM', 'FIRE', 'WATER', 'WIND'], level });
  for (let i = 0; i < 8; i++) [s] = addCard(s, A, 'smoke-out');
  return s;
};

const power = (s: GameState, id: string): number => currentStat(s, s.objects[id]!, 'power') ?? -1;
const life = (s: GameState, id: string): number => currentStat(s, s.objects[id]!, 'life') ?? -1;

/** Suited allies of these reserve costs under Alice's control; returns their ids too. */
function suited(s: GameState, costs: number[], who = A): [GameState, string[]] {
  const ids: string[] = [];
  costs.forEach((c, i) => {
    let id: string;
    [s, id] = place(s, who, defineCard({ slug: `test-suited-${i}-${c}`, name: `Suited ${i}`, types: ['ALLY'], subtypes: ['SUITED'], element: 'NORM', cost: reserve(c), power: 1, life: 3 }, {}));
    ids.push(id);
  });
  return [s, ids];
}

/** Use the Cardistry ability (index `index`) of `id`, with targets; returns the state after it resolves and the cards paid. */
function cardistry(s: GameState, id: string, targets: string[] = [], index = 0, opts: { settle?: boolean } = {}): [GameState, number] {
  const before = player(s, A).hand.length;
  s = act(s, A, { type: 'activateAbility', object: id, index });
  for (const t of targets) s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: t } });
  while (s.pending?.kind === 'activation') s = act(s, A, legal(s, A).find((a) => a.type === 'chooseReserve')!);
  const cost = before - player(s, A).hand.length;
  return [opts.settle === false ? s : settle(s), cost];
}
const canUse = (s: GameState, id: string, index = 0): boolean => legal(s, A).some((x) => x.type === 'activateAbility' && x.object === id && x.index === index);

describe("'two-of-diamonds'", () => {
  it('retort 2; Cardistry (2): empower 2, (1) less per different Suited reserve cost, once per card', () => {
    let [s] = suited(game(), [3]);
    let id: string;
    [s, id] = place(s, A, scriptedDef('two-of-diamonds'));
    expect(s.defs['two-of-diamonds']!.keywordValues?.retort).toBe(2);
    let cost: number;
    [s, cost] = cardistry(s, id);
    expect(cost).toBe(0);
    expect(s.empower?.filter((e) => e.player === A).map((e) => e.amount)).toEqual([2]);
    expect(canUse(s, id)).toBe(false);
  });
});

describe("'two-of-spades'", () => {
  it('fast activation; Cardistry (2): a buff counter on itself; a second copy may use its own ability once (ruling)', () => {
    let s = game();
    let a: string, b: string;
    [s, a] = place(s, A, scriptedDef('two-of-spades'));
    expect(s.defs['two-of-spades']!.keywords).toContain('fastActivation');
    let cost: number;
    [s, cost] = cardistry(s, a);
    expect(cost).toBe(1); // only reserve cost 2 among Suited objects
    expect(s.objects[a]!.counters.buff).toBe(1);
    expect(canUse(s, a)).toBe(false);
    [s, b] = place(s, A, scriptedDef('two-of-spades'));
    expect(canUse(s, b)).toBe(true);
    [s] = cardistry(s, b);
    expect(s.objects[b]!.counters.buff).toBe(1);
    expect(canUse(s, b)).toBe(false);
  });
});

describe("'three-of-spades'", () => {
  it('Cardistry (3): a target Suited ally you control gets +2 life this turn; non-Suited or foreign allies cannot be chosen; once per card (ruling)', () => {
    let [s, [other]] = suited(game(), [1]);
    let id: string, plain: string;
    [s, id] = place(s, A, scriptedDef('three-of-spades'));
    [s, plain] = addObject(s, A, 'giant-tortoise');
    [s] = suited(s, [5], B);
    s = act(s, A, { type: 'activateAbility', object: id, index: 0 });
    const choices = legal(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target && a.target.kind === 'object' ? [a.target.id] : []));
    expect(choices).toContain(other);
    expect(choices).toContain(id);
    expect(choices).not.toContain(plain);
    expect(choices.filter((c) => s.objects[c]!.controller === B)).toEqual([]);
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: other! } });
    const before = player(s, A).hand.length;
    while (s.pending?.kind === 'activation') s = act(s, A, legal(s, A).find((a) => a.type === 'chooseReserve')!);
    expect(before - player(s, A).hand.length).toBe(1); // costs 1 and 3
    s = settle(s);
    expect(life(s, other!)).toBe(5);
    expect(canUse(s, id)).toBe(false);
  });
});

describe("'three-of-diamonds'", () => {
  it('retort 3; Cardistry (3): of the top three cards exactly one goes to the graveyard, the other two stay on top', () => {
    let s = game();
    let id: string;
    [s, id] = place(s, A, scriptedDef('three-of-diamonds'));
    expect(s.defs['three-of-diamonds']!.keywordValues?.retort).toBe(3);
    const top = player(s, A).mainDeck.slice(0, 3);
    [s] = cardistry(s, id, [], 0, { settle: false });
    s = act(s, A, legal(s, A).find((a) => a.type === 'pass')!);
    s = act(s, B, legal(s, B).find((a) => a.type === 'pass')!);
    expect(s.pending?.kind).toBe('lookAtTop');
    expect(legal(s, A).some((a) => a.type === 'chooseTarget' && a.target === null)).toBe(false); // one must go
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: top[1]! } });
    s = settle(s);
    const grave = player(s, A).graveyard.filter((c) => top.includes(c));
    expect(grave).toHaveLength(1);
    expect(player(s, A).mainDeck.slice(0, 2).sort()).toEqual(top.filter((c) => c !== grave[0]).sort());
  });
});

describe("'four-of-spades'", () => {
  it('Cardistry (4): draw a card into memory; (1) less per different Suited reserve cost; each copy once (ruling)', () => {
    let [s] = suited(game(), [1, 2, 2]);
    let id: string;
    [s, id] = place(s, A, scriptedDef('four-of-spades'));
    const memory = player(s, A).memory.length;
    let cost: number;
    [s, cost] = cardistry(s, id);
    expect(cost).toBe(1); // 1, 2, 4: three different costs
    expect(player(s, A).memory.length).toBe(memory + cost + 1); // the paid cards go to memory too
    expect(canUse(s, id)).toBe(false);
  });
});

describe("'five-of-diamonds'", () => {
  it('Cardistry (5): draw a card into memory; it has floating memory in the graveyard', () => {
    let s = game();
    let id: string;
    [s, id] = place(s, A, scriptedDef('five-of-diamonds'));
    const memory = player(s, A).memory.length;
    let cost: number;
    [s, cost] = cardistry(s, id);
    expect(cost).toBe(4);
    expect(player(s, A).memory.length).toBe(memory + cost + 1); // the paid cards go to memory too
    let card: string;
    [s, card] = addCard(s, A, 'five-of-diamonds', 'graveyard');
    expect(floatingMemoryCards(s, A)).toContain(card);
  });
});

describe("'five-of-spades'", () => {
  it('Cardistry (5): +5 power until end of turn; once per card, but each copy has its own (ruling)', () => {
    let [s] = suited(game(), [1, 3]);
    let a: string, b: string;
    [s, a] = place(s, A, scriptedDef('five-of-spades'));
    [s, b] = place(s, A, scriptedDef('five-of-spades'));
    const base = power(s, a);
    let cost: number;
    [s, cost] = cardistry(s, a);
    expect(cost).toBe(2); // 1, 3, 5
    expect(power(s, a)).toBe(base + 5);
    expect(power(s, b)).toBe(base);
    expect(canUse(s, a)).toBe(false);
    expect(canUse(s, b)).toBe(true);
  });
});

describe("'eight-of-spades'", () => {
  it('costs 4 less with a level 1+ champion; Cardistry (8): wakes itself up', () => {
    const paid = (level: number): number => {
      let s = withDefs(game(level), scriptedDef('eight-of-spades'));
      let card: string;
      [s, card] = addCard(s, A, 'eight-of-spades');
      const before = player(s, A).hand.length;
      s = act(s, A, { type: 'activate', card });
      while (s.pending?.kind === 'activation') s = act(s, A, legal(s, A).find((a) => a.type === 'chooseReserve')!);
      return before - 1 - player(s, A).hand.length;
    };
    expect(paid(0)).toBe(8);
    expect(paid(1)).toBe(4);
    let [s] = suited(game(), [1, 2, 3, 4]);
    let id: string;
    [s, id] = place(s, A, scriptedDef('eight-of-spades'), { rested: true });
    let cost: number;
    [s, cost] = cardistry(s, id, [], 1);
    expect(cost).toBe(3);
    expect(s.objects[id]!.rested).toBe(false);
  });
});

describe("'six-of-spades'", () => {
  it('stealth; Cardistry (6): loses stealth, +2 life this turn, and may take over an attack', () => {
    let s = game();
    let id: string;
    [s, id] = place(s, A, scriptedDef('six-of-spades'));
    expect(hasKeyword(s, s.objects[id]!, 'stealth')).toBe(true);
    const base = life(s, id);
    [s] = cardistry(s, id);
    expect(hasKeyword(s, s.objects[id]!, 'stealth')).toBe(false);
    expect(life(s, id)).toBe(base + 2);
    expect(champion(s, A).damage).toBe(0);
  });
});
