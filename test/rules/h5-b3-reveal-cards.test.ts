// Revealing chosen cards of one's own hand and memory ('glossary/game-terms.md#reveal'): picked one by one,
// shown to all (public log), left where they are; "reveal N … if you do" needs exactly N, "any amount"
// counts what was revealed (src/engine/effects/reveal-cards.ts).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index.js';
import type { Action, GameState } from '../../src/engine/index.js';
import { defineCard, draw, putCounters, reserve, yourChampion } from '../../src/cards/define.js';
import { A, B, act, player, refuse } from '../engine/helpers.js';
import { activate } from '../cards/amb/scenario.js';
import { addCards, aliceAs, drive } from '../cards/amb/amb1-support.js';

const gem = defineCard({ slug: 'test-gem-b3r', name: 'Test Gem', types: ['ACTION'], subtypes: ['GEM'], element: 'NORM', cost: reserve(0) }, { onResolve: [] });
const pair = defineCard({ slug: 'test-reveal-pair', name: 'Test Reveal Pair', types: ['ACTION'], element: 'NORM', cost: reserve(0) },
  { onResolve: [{ op: 'revealCards', from: ['hand', 'memory'], filter: { subtype: 'GEM' }, count: 2, exactly: true, then: [draw(1)] }] });
const many = defineCard({ slug: 'test-reveal-many', name: 'Test Reveal Many', types: ['ACTION'], element: 'NORM', cost: reserve(0) },
  { onResolve: [{ op: 'revealCards', from: ['memory'], filter: { subtype: 'GEM' }, count: 'any', each: [putCounters(yourChampion(), 'enlighten', 1)] }] });

const pick = (ids: string[]) => (s: GameState, legal: Action[]): Action | undefined => {
  if (s.pending?.kind !== 'revealCards') return undefined;
  const next = ids.find((id) => !(s.pending as { picked: string[] }).picked.includes(id));
  return legal.find((a) => a.type === 'chooseTarget' && (next ? a.target?.kind === 'card' && a.target.id === next : a.target === null));
};
const enlighten = (s: GameState) => s.objects[player(s, A).champion!]!.counters.enlighten ?? 0;

describe("revealing chosen cards ('glossary/game-terms.md#reveal')", () => {
  it('exactly two or none: no stopping after one; the cards stay in hand and memory; the names are logged', () => {
    let s = aliceAs({});
    let inHand: string[], inMemory: string[];
    [s, inHand] = addCards(s, A, gem, 'hand', 1);
    [s, inMemory] = addCards(s, A, gem, 'memory', 1);
    [s] = activate(s, A, pair);
    s = drive(s, pick([inHand[0]!, inMemory[0]!]));
    expect(player(s, A).hand).toContain(inHand[0]);
    expect(s.log.some((l) => l.text.includes('reveals Test Gem, Test Gem'))).toBe(true);
    expect(player(s, A).memory).toContain(inMemory[0]);
  });

  it('with only one such card, nothing is offered and nothing follows', () => {
    let s = aliceAs({});
    [s] = addCards(s, A, gem, 'hand', 1);
    const deck = player(s, A).mainDeck.length;
    [s] = activate(s, A, pair);
    s = drive(s, (t) => { if (t.pending?.kind === 'revealCards') throw new Error('offered'); return undefined; });
    expect(player(s, A).mainDeck.length).toBe(deck);
  });

  it('stopping after one pick of an exact reveal is refused', () => {
    let s = aliceAs({});
    let gems: string[];
    [s, gems] = addCards(s, A, gem, 'hand', 3);
    [s] = activate(s, A, pair);
    for (let i = 0; i < 10 && s.pending?.kind !== 'revealCards'; i++) s = act(s, legalActions(s, A).some((a) => a.type === 'pass') ? A : B, { type: 'pass' });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: gems[0]! } });
    expect(legalActions(s, A).some((a) => a.type === 'chooseTarget' && a.target === null)).toBe(false);
    refuse(s, A, { type: 'chooseTarget', target: null });
    const deck = player(s, A).mainDeck.length;
    s = drive(act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: gems[1]! } }));
    expect(player(s, A).mainDeck.length).toBe(deck - 1);
  });

  it('any amount: one effect per card revealed, only memory cards offered', () => {
    let s = aliceAs({});
    let mem: string[];
    [s] = addCards(s, A, gem, 'hand', 2);
    [s, mem] = addCards(s, A, gem, 'memory', 3);
    [s] = activate(s, A, many);
    let offered = 0;
    s = drive(s, (t, legal) => {
      if (t.pending?.kind === 'revealCards' && t.pending.picked.length === 0) offered = legal.filter((a) => a.type === 'chooseTarget' && a.target !== null).length;
      return pick(mem.slice(0, 2))(t, legal);
    });
    expect(offered).toBe(3);
    expect(enlighten(s)).toBe(2);
  });
});
