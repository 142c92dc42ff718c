// Hidden Enclave: as each player's recollection phase begins, that player (not only its controller) mills one.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, newGame, passUntil, player } from '../../engine/helpers.js';
import { place } from '../amb/scenario.js';

const inRecollectionOrLater = (turn: number) => (s: GameState) => s.turn === turn && (s.phase === 'draw' || s.phase === 'main');

describe("'hidden-enclave'", () => {
  it('the player whose recollection phase it is puts their top card into their graveyard, for both players', () => {
    let s = newGame({ first: A });
    [s] = place(s, A, scriptedDef('hidden-enclave'));
    s = passUntil(s, inRecollectionOrLater(2)); // Bob's first turn has no recollection phase
    expect(player(s, B).graveyard.length).toBe(0);
    const a = { deckTop: player(s, A).mainDeck[0], grave: player(s, A).graveyard.length };
    s = passUntil(s, inRecollectionOrLater(3));
    expect(player(s, A).graveyard).toContain(a.deckTop);
    expect(player(s, B).graveyard.length).toBe(0);
    const b = player(s, B).mainDeck[0];
    s = passUntil(s, inRecollectionOrLater(4));
    expect(player(s, B).graveyard).toContain(b);
    expect(player(s, A).graveyard.length).toBe(a.grave + 1);
  });
});
