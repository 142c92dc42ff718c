import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DECKS, FIXTURE_DEFS } from '../../src/cards/fixtures/index.js';
import { eagerRandomAgent } from '../../src/engine/agents/random-agent.js';
import { actingPlayers, apply, createGame, legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { agentForLevel } from '../../src/ai/levels.js';
import { ThinkPool } from '../../src/ai/think-pool.js';

/** A state after some random play where p2 has several legal actions. */
function midGame(): GameState {
  let s = createGame({ seed: 3, defs: FIXTURE_DEFS, players: [
    { id: 'p1', name: 'One', deck: FIXTURE_DECKS.fire },
    { id: 'p2', name: 'Two', deck: FIXTURE_DECKS.water },
  ] });
  const agents = { p1: eagerRandomAgent(1), p2: eagerRandomAgent(2) };
  for (let step = 0; step < 300; step++) {
    const who = actingPlayers(s)[0]!;
    const legal = legalActions(s, who);
    if (who === 'p2' && s.turn >= 4 && legal.length > 2) return s;
    const out = apply(s, who, agents[who as 'p1' | 'p2'].choose(s, who, legal));
    if (!out.ok) throw new Error(out.violation.message);
    s = out.state;
  }
  throw new Error('no decision point found');
}

let pool: ThinkPool;
beforeAll(async () => {
  pool = await ThinkPool.start({ size: 1 });
});
afterAll(async () => {
  await pool.close();
});

describe('the think pool', () => {
  const state = midGame();

  it('answers with the same action the level picks in-process', async () => {
    const { action } = await pool.choose(state, 'p2', 'easy', 42);
    expect(action).toEqual(agentForLevel('easy', 42).choose(state, 'p2', legalActions(state, 'p2')));
  });

  it('answers a hard decision with one of the legal actions, while the event loop keeps turning', async () => {
    let turns = 0;
    let thinking = true;
    const spin = () => {
      turns++;
      if (thinking) setImmediate(spin);
    };
    setImmediate(spin);
    const { action } = await pool.choose(state, 'p2', 'hard', 7);
    thinking = false;
    expect(legalActions(state, 'p2').map((a) => JSON.stringify(a))).toContain(JSON.stringify(action));
    expect(turns).toBeGreaterThan(1);
  });

  it('fails a request it cannot answer, and keeps working after', async () => {
    const over = structuredClone(state);
    over.result = { kind: 'draw', reason: 'test' };
    await expect(pool.choose(over, 'p2', 'easy', 1)).rejects.toThrow(/failed to decide/);
    const { action } = await pool.choose(state, 'p2', 'easy', 42);
    expect(action).toBeTruthy();
  });
});
