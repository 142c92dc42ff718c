// "At the beginning of each player's recollection phase, that player …": the player meant is the turn player, whoever
// controls the ability ('rules/game-mechanics/game-mechanics-turn-order/turn-order-recollection-phase.md#general-rules').
import { describe, expect, it } from 'vitest';
import { defineCard, draw, reserve, triggered } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, newGame, passUntil, player } from '../engine/helpers.js';
import { place } from '../cards/amb/scenario.js';

const bell = defineCard({ slug: 'test-tp-bell', name: 'Bell', types: ['DOMAIN'], element: 'NORM', cost: reserve(0) }, {
  abilities: [triggered({ on: 'beginPhase', phase: 'recollection', whose: 'each' }, [draw(1, 'turnPlayer')])],
});
const atMainOf = (turn: number) => (s: GameState) => s.turn === turn && s.phase === 'main';

describe("PlayerRef 'turnPlayer'", () => {
  it("an ability Bob controls makes Alice draw in Alice's recollection phase", () => {
    let s = newGame({ first: A });
    [s] = place(s, B, bell);
    s = passUntil(s, atMainOf(2));
    const [a, b] = [player(s, A).hand.length, player(s, B).hand.length];
    s = passUntil(s, atMainOf(3));
    expect(player(s, A).hand.length).toBe(a + 2); // the draw phase's card and the Bell's
    expect(player(s, B).hand.length).toBe(b);
  });
});
