import { describe, expect, it } from 'vitest';
import { runRandomGames } from './random-games.js';

// Seeded property run, part 9 of 10 (500 games in all): conservation of cards, hidden
// information, damage consistency after every action; every game ends; replay is exact.
// In chunks of 25 games, each reported on its own; ten files so both workers share the run.
describe('random legal games with random scripted-pool decks, seeds 401 to 450', () => {
  for (let from = 401; from <= 450; from += 25) {
    it(`hold the engine invariants (seeds ${from} to ${from + 24})`, { timeout: 600_000 }, async () => {
      const { games, steps } = await runRandomGames(from, from + 25);
      expect(games).toBe(25);
      expect(steps).toBeGreaterThan(games * 10);
    });
  }
});
