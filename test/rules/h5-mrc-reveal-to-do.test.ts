// "You may reveal N such cards from your hand and/or memory. If you do, …" (glossary/game-terms.md#reveal):
// src/engine/effects/reveal-to-do.ts.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, reserve } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, newGame, passUntil, payReserve, player, refuse, withDef } from '../engine/helpers.js';

const REVEAL = 'glossary/game-terms.md#reveal';

const wind = defineCard({ slug: 'test-wind', name: 'Wind Card', types: ['ACTION'], element: 'WIND', cost: reserve(1) }, {});
/** A fast action: you may reveal two wind cards from your hand and/or memory; if you do, draw two. */
const revealer = defineCard({ slug: 'test-revealer', name: 'Revealer', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'revealToDo', zones: ['hand', 'memory'], filter: { element: 'WIND' }, count: 2, then: [draw(2)] }] });

function setup(inHand: number, inMemory: number): { s: GameState; winds: string[] } {
  let s = withDef(withDef(newGame({ first: A }), wind), revealer);
  const winds: string[] = [];
  for (let i = 0; i < inHand; i++) { let c: string; [s, c] = addCard(s, A, wind.slug, 'hand'); winds.push(c); }
  for (let i = 0; i < inMemory; i++) { let c: string; [s, c] = addCard(s, A, wind.slug, 'memory'); winds.push(c); }
  let card: string;
  [s, card] = addCard(s, A, revealer.slug);
  s = payReserve(act(s, A, { type: 'activate', card }), A);
  s = passUntil(s, (t) => t.pending?.kind === 'revealToDo' || (t.stack.length === 0 && !t.pending));
  return { s, winds };
}
const done = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);

describe('revealing cards as an optional cost of an effect (game-terms.md#reveal)', () => {
  it('cards from hand and memory both count; once all are picked they stay where they are and the rest happens', () => {
    let { s, winds } = setup(1, 1);
    expect(s.pending?.kind).toBe('revealToDo');
    const hand = player(s, A).hand.length;
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: winds[0]! } });
    // A card can't be picked twice.
    expect(legalActions(s, A).some((a) => a.type === 'chooseTarget' && a.target?.id === winds[0])).toBe(false);
    refuse(s, A, { type: 'chooseTarget', target: { kind: 'card', id: winds[0]! } }, REVEAL);
    s = done(act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: winds[1]! } }));
    expect(player(s, A).hand).toContain(winds[0]);
    expect(player(s, A).memory).toContain(winds[1]);
    expect(player(s, A).hand.length).toBe(hand + 2);
    expect(s.log.some((l) => l.text.includes('reveals Wind Card, Wind Card'))).toBe(true);
  });
  it('declining, even after a first pick, reveals nothing and skips the rest', () => {
    let { s, winds } = setup(2, 0);
    const hand = player(s, A).hand.length;
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: winds[0]! } });
    s = done(act(s, A, { type: 'chooseTarget', target: null }));
    expect(player(s, A).hand.length).toBe(hand);
  });
  it('with fewer such cards than asked, nothing is asked and nothing happens', () => {
    const { s } = setup(1, 0);
    expect(s.pending?.kind ?? null).not.toBe('revealToDo');
    expect(s.stack).toHaveLength(0);
  });
  it('only the deciding player may answer, and only with a listed card', () => {
    const { s } = setup(2, 0);
    refuse(s, B, { type: 'chooseTarget', target: null });
    const other = player(s, A).hand.find((c) => s.cards[c]!.def !== wind.slug)!;
    refuse(s, A, { type: 'chooseTarget', target: { kind: 'card', id: other } }, REVEAL);
  });
});
