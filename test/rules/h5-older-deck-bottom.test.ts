// Putting an object on the bottom of its owner's deck (src/engine/effects/return-to-zone.ts, zone 'deckBottom').
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, target, targetAlly } from '../../src/cards/define.js';
import { A, B, addObject, newGame, player } from '../engine/helpers.js';
import { play } from '../cards/doa/support.js';

const sink = defineCard({ slug: 'test-sink', name: 'Test Sink', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [targetAlly()], onResolve: [{ op: 'returnToZone', subject: target(0), zone: 'deckBottom' }] });

describe('to the bottom of the deck', () => {
  it("the card goes under its owner's main deck, whoever controls it (game-mechanics/game-mechanics-game-zones/game-zones-main-deck.md#general-rules)", () => {
    let s = newGame({ first: A });
    let ally: string;
    [s, ally] = addObject(s, B, 'trusty-steed');
    const card = s.objects[ally]!.card!;
    const top = player(s, B).mainDeck[0];
    [s] = play(s, A, sink, [{ kind: 'object', id: ally }]);
    expect(s.objects[ally]).toBeUndefined();
    expect(player(s, B).mainDeck.at(-1)).toBe(card);
    expect(player(s, B).mainDeck[0]).toBe(top);
  });
});
