import { describe, expect, it } from 'vitest';
import { FIXTURE_DECKS, FIXTURE_DEFS } from '../../src/cards/fixtures/index.js';
import { playGame } from '../../src/engine/agents/play-game.js';
import { randomAgent } from '../../src/engine/agents/random-agent.js';
import { apply, legalActions } from '../../src/engine/index.js';

// legalActions lists exactly the answers: every action it offers is accepted, and the
// players who are not asked anything can only concede.
describe('legalActions agrees with apply', () => {
  it('every offered action is accepted, in every state of 15 random games', { timeout: 600_000 }, () => {
    let checked = 0;
    for (let seed = 1; seed <= 15; seed++) {
      const setup = { seed, defs: FIXTURE_DEFS, players: [{ id: 'p1', name: 'One', deck: FIXTURE_DECKS.fire }, { id: 'p2', name: 'Two', deck: FIXTURE_DECKS.water }] };
      playGame(setup, { p1: randomAgent(seed), p2: randomAgent(seed + 100) }, {
        onStep: (_before, after) => {
          if (after.result) return;
          for (const who of ['p1', 'p2']) {
            const legal = legalActions(after, who);
            for (const action of legal) {
              const out = apply(after, who, action);
              if (!out.ok) throw new Error(`offered ${JSON.stringify(action)} was refused: ${out.violation.message}`);
              checked++;
            }
            const asked = after.pending ? after.pending.player === who : after.players[after.opportunity!.player]!.id === who;
            if (!asked) expect(legal).toEqual([{ type: 'concede' }]);
          }
        },
      });
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
