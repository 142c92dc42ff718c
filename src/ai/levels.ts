// The practice opponent's levels. Easy is the heuristic policy with some random picks; normal and
// hard search, hard with a larger budget (capped in time so one decision stays under a second).
import type { Agent, Level } from './agent.js';
import { heuristicAgent } from './heuristic.js';
import { type DecisionStats, type SearchOptions, searchAgent } from './search.js';

export const SEARCH_LEVELS: Record<Exclude<Level, 'easy'>, SearchOptions> = {
  normal: { iterations: 48, timeLimitMs: 250, maxCandidates: 4, rolloutSteps: 120, rolloutNoise: 0.1 },
  hard: { iterations: 160, timeLimitMs: 600, maxCandidates: 6, rolloutSteps: 160, rolloutNoise: 0.1 },
};

export const EASY_NOISE = 0.25;

/**
 * An agent for a level. `deterministic` drops the time cap, so the decision depends only on the
 * seed and on what the bot sees (tests); a live bot keeps the cap.
 */
export function agentForLevel(level: Level, seed: number, opts: { deterministic?: boolean; onDecision?: (stats: DecisionStats) => void } = {}): Agent {
  if (level === 'easy') return heuristicAgent(seed, EASY_NOISE);
  const base = SEARCH_LEVELS[level];
  return searchAgent(seed, opts.deterministic ? { ...base, timeLimitMs: Infinity } : base, opts.onDecision);
}
