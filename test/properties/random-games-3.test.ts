import { describe, expect, it } from 'vitest';
import { runRandomGames } from './random-games.js';

// Seeded property run, part 3 of 10 (500 games in all): conservation of cards, hidden
// information, damage consistency after every action; every game ends; replay is exact.
// In chunks of 25 games, each reported on its own; ten files so both workers share the run.
describe('random legal games with random scripted-pool decks, seeds 101 to 150', () => {
  for (let from = 101; from <= 150; from += 25) {
    it(`hold the engine invariants (seeds ${from} to ${from + 24})`, { timeout: 600_000 }, async () => {
      const { games, steps } = await runRandomGames(from, from + 25);
      expect(games).toBe(25);
      expect(steps).toBeGreaterThan(games * 10);
    });
  }
});
