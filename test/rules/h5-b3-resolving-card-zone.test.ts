// A resolving card whose text moves it elsewhere ('game-mechanics/game-mechanics-playing-cards/playing-cards-resolution.md#general-rules'):
// "put it into its owner's memory" leaves it there instead of the graveyard (src/engine/effects/resolving-card-zone.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, draw, reserve } from '../../src/cards/define.js';
import { A, player } from '../engine/helpers.js';
import { activate } from '../cards/amb/scenario.js';
import { aliceAs, drive } from '../cards/amb/amb1-support.js';

const back = defineCard({ slug: 'test-boomerang-b3', name: 'Test Boomerang', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { onResolve: [{ op: 'resolvingCardToMemory' }, draw(1)] });
const plain = defineCard({ slug: 'test-plain-b3', name: 'Test Plain', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { onResolve: [draw(1)] });

describe("a resolving card put into memory ('playing-cards-resolution.md#general-rules')", () => {
  it('ends in its owner memory, not the graveyard; the rest of its effects still happen', () => {
    let s = aliceAs({});
    let card: string;
    [s, card] = activate(s, A, back);
    const deck = player(s, A).mainDeck.length;
    s = drive(s);
    expect(player(s, A).memory).toContain(card);
    expect(player(s, A).graveyard).not.toContain(card);
    expect(player(s, A).mainDeck.length).toBe(deck - 1);
    [s, card] = activate(s, A, plain);
    s = drive(s);
    expect(player(s, A).graveyard).toContain(card);
  });
});
