// Loading a targeted graveyard card (glossary/game-terms.md#load) and putting the memory on the bottom of the
// deck in an order its owner chooses, then drawing as many (game-mechanics/game-mechanics-drawing-cards.md#general-rules).
// Cards of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, memory, reserve } from '../../src/cards/define.js';
import type { Effect } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, edit, newGame, passUntil, payReserve, player, refuse, withDef } from '../engine/helpers.js';

const settled = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;

describe('Loading a targeted graveyard card (glossary/game-terms.md#load)', () => {
  it('only a card of the subtype in your own graveyard can be the target; it leaves the graveyard for the weapon', () => {
    const wing = defineCard({ slug: 'test-wing', name: 'test-wing', types: ['WEAPON'], subtypes: ['AETHERWING'], element: 'NORM', cost: memory(0), power: 1, durability: 3 }, {});
    const charge = defineCard({ slug: 'test-charge', name: 'test-charge', types: ['ACTION'], subtypes: ['AETHERCHARGE'], element: 'NORM', cost: reserve(1), power: 1 }, {});
    const reload: Effect = { op: 'load', choose: { kind: 'weapon', controller: 'you', subtype: 'AETHERWING' }, targetCard: 0 };
    const spell = defineCard({ slug: 'test-reload', name: 'test-reload', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {
      targets: [{ kind: 'graveyardCard', controller: 'you', subtype: 'AETHERCHARGE' }], onResolve: [reload],
    });
    let s = withDef(withDef(withDef(newGame({ first: A }), wing), charge), spell);
    let w: string, mine: string, theirs: string, plain: string, c: string;
    [s, w] = addObject(s, A, wing.slug);
    [s, mine] = addCard(s, A, charge.slug, 'graveyard');
    [s, theirs] = addCard(s, B, charge.slug, 'graveyard');
    [s, plain] = addCard(s, A, 'smoke-out', 'graveyard');
    [s, c] = addCard(s, A, spell.slug);
    s = act(s, A, { type: 'activate', card: c });
    refuse(s, A, { type: 'chooseTarget', target: { kind: 'card', id: theirs } });
    refuse(s, A, { type: 'chooseTarget', target: { kind: 'card', id: plain } });
    s = passUntil(payReserve(act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: mine } }), A), settled);
    expect(s.objects[w]!.loaded).toEqual([mine]);
    expect(player(s, A).graveyard).not.toContain(mine);
  });
});

describe('The memory under the deck, then as many drawn (game-mechanics-drawing-cards.md#general-rules)', () => {
  it('its owner orders the cards one at a time; the last one goes without asking; then they draw that many', () => {
    const spell = defineCard({ slug: 'test-cycle', name: 'test-cycle', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [{ op: 'memoryToDeckBottomThenDraw' }] });
    let s = edit(withDef(newGame({ first: A }), spell), (t) => { player(t, A).memory = []; });
    let m1: string, m2: string, c: string;
    [s, m1] = addCard(s, A, 'smoke-out', 'memory');
    [s, m2] = addCard(s, A, 'smoke-out', 'memory');
    const hand = player(s, A).hand.length;
    [s, c] = addCard(s, A, spell.slug);
    s = passUntil(act(s, A, { type: 'activate', card: c }), (t) => t.pending?.kind === 'orderBottom');
    expect(legalActions(s, A).filter((a) => a.type === 'chooseCard').map((a) => (a as { card: string }).card).sort()).toEqual([m1, m2].sort());
    s = passUntil(act(s, A, { type: 'chooseCard', card: m2 }), settled);
    expect(player(s, A).mainDeck.slice(-2)).toEqual([m2, m1]);
    expect(player(s, A).hand).toHaveLength(hand + 2);
    expect(player(s, A).memory).toHaveLength(0);
  });

  it('an empty memory draws nothing', () => {
    const spell = defineCard({ slug: 'test-cycle', name: 'test-cycle', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [{ op: 'memoryToDeckBottomThenDraw' }] });
    let s = edit(withDef(newGame({ first: A }), spell), (t) => { player(t, A).memory = []; });
    const hand = player(s, A).hand.length;
    let c: string;
    [s, c] = addCard(s, A, spell.slug);
    s = passUntil(act(s, A, { type: 'activate', card: c }), settled);
    expect(player(s, A).hand).toHaveLength(hand);
  });
});
