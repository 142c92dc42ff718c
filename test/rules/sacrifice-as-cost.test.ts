// An additional cost of sacrificing objects as a card is activated
// (general-rules/general-rules-parts-of-a-card/parts-of-a-card-cost.md#parts-of-a-card-cost; glossary/game-terms.md#sacrifice).
// Cards of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, reserve } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, act, addCard, newGame, player, refuse, withDef } from '../engine/helpers.js';
import { place, settle } from '../cards/amb/scenario.js';

const offering = defineCard({ slug: 'test-offering', name: 'Test Offering', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { sacrificeAsCost: { filter: { type: 'ALLY', subtype: 'BEAST' }, count: 2 }, onResolve: [draw(1)] });
const beast = defineCard({ slug: 'test-beast', name: 'Test Beast', types: ['ALLY'], subtypes: ['BEAST'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});
const human = defineCard({ slug: 'test-human', name: 'Test Human', types: ['ALLY'], subtypes: ['HUMAN'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});

describe('Sacrifice as an additional cost (parts-of-a-card-cost.md#parts-of-a-card-cost)', () => {
  it('too few such objects: the card can\'t be activated; enough: they are picked with the costs and sacrificed', () => {
    let s: GameState = withDef(newGame({ first: A }), offering);
    let b1: string, b2: string, h: string, card: string;
    [s, b1] = place(s, A, beast);
    [s, h] = place(s, A, human);
    [s, card] = addCard(s, A, offering.slug);
    refuse(s, A, { type: 'activate', card }, 'parts-of-a-card-cost.md');
    [s, b2] = place(s, A, beast);
    s = act(s, A, { type: 'activate', card });
    const parts = legalActions(s, A).flatMap((a) => (a.type === 'chooseCostPart' ? [a.id] : []));
    expect(parts.sort()).toEqual([b1, b2].sort());
    expect(parts).not.toContain(h);
    s = act(s, A, { type: 'chooseCostPart', id: b1 });
    expect(s.field).toContain(b1); // paid as the activation is committed
    s = act(s, A, { type: 'chooseCostPart', id: b2 });
    expect(s.field).not.toContain(b1);
    expect(s.field).not.toContain(b2);
    expect(s.field).toContain(h);
    expect(player(s, A).graveyard).toHaveLength(2);
    const hand = player(s, A).hand.length;
    s = settle(s);
    expect(player(s, A).hand.length).toBe(hand + 1);
  });
});
