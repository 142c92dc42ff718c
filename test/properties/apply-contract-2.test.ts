import { describe, expect, it } from 'vitest';
import { fuzzContract } from './apply-contract.js';

// One quarter of the contract fuzz (four files, so vitest runs them side by side); 200 games in all.
describe('apply accepts exactly what legalActions offers (general-rules/general-rules-players.md#player-actions)', () => {
  it('games 51 to 100: every offered action accepted, every mutated action judged as the list says', { timeout: 900_000 }, async () => {
    const c = await fuzzContract(51, 101, 4);
    console.log(`apply contract, games 51-100: ${c.games} games, ${c.states} states, ${c.offered} offered actions applied, ${c.fuzzed} fuzzed actions (${c.acceptedMutants} of them offered); states in assisted resolution: ${JSON.stringify(c.assisted)}`);
    expect(c.games).toBe(50);
    expect(c.fuzzed).toBeGreaterThanOrEqual(200_000);
    // Assisted resolution is fuzzed too: unscripted cards, triggers and abilities, and the opponent's consent.
    for (const kind of ['activation', 'trigger', 'ability', 'assistConsent']) expect(c.assisted[kind] ?? 0, kind).toBeGreaterThan(0);
  });
});
