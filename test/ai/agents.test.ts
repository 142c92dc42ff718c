import { describe, expect, it } from 'vitest';
import { FIXTURE_DECKS, FIXTURE_DEFS } from '../../src/cards/fixtures/index.js';
import { actingPlayers, apply, createGame, legalActions } from '../../src/engine/index.js';
import type { Action, GameState } from '../../src/engine/index.js';
import type { Agent } from '../../src/ai/agent.js';
import { heuristicAgent } from '../../src/ai/heuristic.js';
import { searchAgent } from '../../src/ai/search.js';
import { evaluate } from '../../src/ai/evaluate.js';
import { GAME_POOL_DEFS } from '../../src/cards/scripts/index.js';
import { randomPoolSetup } from '../../src/engine/agents/random-deck.js';
import { eagerRandomAgent } from '../../src/engine/agents/random-agent.js';

function play(seed: number, agents: { p1: Agent; p2: Agent }, onChoice?: (s: GameState, legal: Action[], chosen: Action) => void): GameState {
  let s = createGame({ seed, defs: FIXTURE_DEFS, players: [
    { id: 'p1', name: 'One', deck: FIXTURE_DECKS.fire },
    { id: 'p2', name: 'Two', deck: FIXTURE_DECKS.water },
  ] });
  for (let step = 0; step < 3000 && !s.result; step++) {
    const who = actingPlayers(s)[0] as 'p1' | 'p2';
    const legal = legalActions(s, who);
    const action = agents[who].choose(s, who, legal);
    onChoice?.(s, legal, action);
    const out = apply(s, who, action);
    if (!out.ok) throw new Error(out.violation.message);
    s = out.state;
  }
  return s;
}

describe('the practice agents', () => {
  it('the heuristic plays whole games to a result, never conceding or cancelling while anything else is legal', () => {
    for (const seed of [1, 2, 3]) {
      const final = play(seed, { p1: heuristicAgent(seed), p2: heuristicAgent(seed + 10) }, (_s, legal, chosen) => {
        if (legal.some((a) => a.type !== 'concede' && a.type !== 'cancel')) expect(['concede', 'cancel']).not.toContain(chosen.type);
      });
      expect(final.result).not.toBeNull();
    }
  });

  it('the search plays a whole game to a result against the heuristic', () => {
    const search = searchAgent(5, { iterations: 6, timeLimitMs: Infinity, maxCandidates: 3, rolloutSteps: 30, rolloutNoise: 0.1 });
    const final = play(4, { p1: heuristicAgent(4), p2: search });
    expect(final.result).not.toBeNull();
  });

  it('scores a won game 1, a lost game 0 and anything else in between', () => {
    const final = play(1, { p1: heuristicAgent(1), p2: heuristicAgent(2) });
    expect(final.result?.kind).toBe('win');
    const winner = final.result!.kind === 'win' ? final.result!.winner : 'p1';
    const loser = winner === 'p1' ? 'p2' : 'p1';
    expect(evaluate(final, winner)).toBe(1);
    expect(evaluate(final, loser)).toBe(0);
    const open = { ...final, result: null };
    expect(evaluate(open, winner)).toBeGreaterThan(0);
    expect(evaluate(open, winner)).toBeLessThan(1);
  });

  it('the search decides from the first moves of a game, before the opponent has revealed its champion', () => {
    let early = 0;
    // In these games the first champion glimpses as it enters, before the second is revealed.
    for (const [seed, bot] of [[5, 'p1'], [9, 'p2'], [14, 'p1']] as const) {
      let s = createGame(randomPoolSetup(GAME_POOL_DEFS, seed));
      const other = bot === 'p1' ? 'p2' : 'p1';
      const agents = {
        [bot]: searchAgent(seed, { iterations: 4, timeLimitMs: Infinity, maxCandidates: 2, rolloutSteps: 80, rolloutNoise: 0.3 }),
        [other]: eagerRandomAgent(seed),
      } as { p1: Agent; p2: Agent };
      for (let step = 0; step < 40 && !s.result; step++) {
        const who = actingPlayers(s)[0] as 'p1' | 'p2';
        const legal = legalActions(s, who);
        if (who === bot && legal.length > 1 && s.players.find((p) => p.id === other)!.champion === null) early++;
        const out = apply(s, who, agents[who].choose(s, who, legal));
        if (!out.ok) throw new Error(out.violation.message);
        s = out.state;
      }
    }
    expect(early).toBeGreaterThan(0);
  });
});
