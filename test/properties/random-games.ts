import { expect } from 'vitest';
import { GAME_POOL_DEFS } from '../../src/cards/scripts/index.js';
import { randomPoolSetup } from '../../src/engine/agents/random-deck.js';
import { playGame, replay } from '../../src/engine/agents/play-game.js';
import { randomAgent } from '../../src/engine/agents/random-agent.js';
import { checkConservation, checkDamage, checkHiddenInformation } from '../../src/engine/invariants.js';
import type { GameSetup } from '../../src/engine/index.js';

/**
 * Random legal games with random Standard decks drawn from the whole scripted pool (the fixture
 * cards and every scripted Index card), checking the invariants after every action.
 */
export async function runRandomGames(from: number, to: number): Promise<{ games: number; steps: number; draws: number }> {
  let steps = 0;
  let draws = 0;
  for (let seed = from; seed < to; seed++) {
    // Let the worker's event loop breathe between games: vitest's worker RPC times out when
    // its replies cannot be read for a minute.
    await new Promise((resolve) => setImmediate(resolve));
    const setup: GameSetup = randomPoolSetup(GAME_POOL_DEFS, seed);
    const game = playGame(setup, { p1: randomAgent(seed * 7 + 1), p2: randomAgent(seed * 7 + 2) }, {
      maxSteps: 6000,
      onStep: (_before, after) => {
        checkConservation(after);
        checkHiddenInformation(after);
        checkDamage(after);
      },
    });
    expect(game.final.result, `game ${seed} did not end in ${game.steps} steps`).not.toBeNull();
    if (game.final.result?.kind === 'draw') draws++;
    steps += game.steps;
    expect(JSON.stringify(replay(setup, game.actions))).toBe(JSON.stringify(game.final));
  }
  return { games: to - from, steps, draws };
}
