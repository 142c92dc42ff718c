// Activating a card from its owner's memory when its own text allows it
// ('game-mechanics/game-mechanics-playing-cards/playing-cards-card-activation.md#general-rules': cards are activated from
// the hand unless something says otherwise; game-mechanics/game-mechanics-game-zones/game-zones-memory.md#general-rules).
// src/engine/play/memory-activation.ts.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, reserve } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, act, addCard, edit, newGame, payReserve, player, refuse, withDef } from '../engine/helpers.js';

const plain = defineCard({ slug: 'test-plain-memory', name: 'Plain', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, { onResolve: [draw(1)] });
const paid = defineCard({ slug: 'test-memory-paid', name: 'Paid From Memory', types: ['ACTION'], element: 'NORM', cost: reserve(2) },
  { abilities: [{ kind: 'static', effect: { kind: 'activateFromMemory' } }], onResolve: [draw(1)] });
const free = defineCard({ slug: 'test-memory-free', name: 'Free From Memory', types: ['ACTION'], element: 'NORM', cost: reserve(3) },
  { abilities: [{ kind: 'static', effect: { kind: 'activateFromMemory', free: true, costs: [{ kind: 'removeChampionCounters', counter: 'preparation', count: 1 }] } }], onResolve: [draw(1)] });

function inMemory(slug: string, s: GameState = newGame({ first: A })): [GameState, string] {
  return addCard(withDef(withDef(withDef(s, plain), paid), free), A, slug, 'memory');
}
const offered = (s: GameState, card: string) => legalActions(s, A).some((a) => a.type === 'activate' && a.card === card);

describe('activation from the memory (playing-cards-card-activation.md#general-rules)', () => {
  it('a card without such an ability is not activated from the memory', () => {
    const [s, card] = inMemory(plain.slug);
    expect(offered(s, card)).toBe(false);
    refuse(s, A, { type: 'activate', card }, 'playing-cards-card-activation.md');
  });

  it('with one, it is activated from there, its reserve paid from the hand; it leaves the memory for the stack', () => {
    let [s, card] = inMemory(paid.slug);
    expect(offered(s, card)).toBe(true);
    const memory = player(s, A).memory.length;
    s = payReserve(act(s, A, { type: 'activate', card }), A);
    const item = s.stack.find((i) => i.card === card)!;
    expect(item.from).toBe('memory');
    expect(player(s, A).memory).not.toContain(card);
    expect(player(s, A).memory.length).toBe(memory - 1 + 2); // two hand cards reserved into it
  });

  it('"without paying its reserve cost": nothing is reserved, and its extra costs are paid; without them it is refused', () => {
    let [s, card] = inMemory(free.slug);
    expect(offered(s, card)).toBe(false);
    refuse(s, A, { type: 'activate', card }, 'game-mechanics-counters.md');
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.preparation = 1; });
    expect(offered(s, card)).toBe(true);
    const hand = player(s, A).hand.length;
    s = act(s, A, { type: 'activate', card });
    expect(s.pending).toBeNull();
    expect(s.stack.some((i) => i.card === card)).toBe(true);
    expect(player(s, A).hand.length).toBe(hand);
    expect(s.objects[player(s, A).champion!]!.counters.preparation ?? 0).toBe(0);
  });
});

describe('activation from the graveyard by the card\'s own text (game-zones-graveyard.md#general-rules)', () => {
  const grave = defineCard({ slug: 'test-graveyard-way', name: 'Graveyard Way', types: ['ACTION'], element: 'NORM', cost: reserve(1) },
    { abilities: [{ kind: 'static', effect: { kind: 'activateFromGraveyard', banishAsItResolves: true } }], onResolve: [draw(1)] });
  it('offered as an activation (costs paid); banished as it resolves; a card without such text is refused', () => {
    let s = withDef(withDef(newGame({ first: A }), grave), plain);
    let card: string, other: string;
    [s, card] = addCard(s, A, grave.slug, 'graveyard');
    [s, other] = addCard(s, A, plain.slug, 'graveyard');
    expect(offered(s, card)).toBe(true);
    expect(offered(s, other)).toBe(false);
    refuse(s, A, { type: 'activate', card: other }, 'playing-cards-card-activation.md');
    s = payReserve(act(s, A, { type: 'activate', card }), A);
    expect(s.stack.find((i) => i.card === card)?.from).toBe('graveyard');
    while (s.stack.length > 0) s = act(s, s.players[s.opportunity!.player]!.id, { type: 'pass' });
    expect(player(s, A).banishment).toContain(card);
  });
});
