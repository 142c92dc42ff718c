import { describe, expect, it } from 'vitest';
import { runRandomGames } from './random-games.js';

// Seeded property run, part 4 of 4 (500 games in all): conservation of cards, hidden
// information, damage consistency after every action; every game ends; replay is exact.
describe('random legal games with random scripted-pool decks, seeds 376 to 500', () => {
  it('hold the engine invariants', { timeout: 900_000 }, () => {
    const { games, steps } = runRandomGames(376, 501);
    expect(games).toBe(125);
    expect(steps).toBeGreaterThan(games * 10);
  });
});
