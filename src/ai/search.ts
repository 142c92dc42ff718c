// Determinized Monte Carlo search. For each decision the bot samples worlds consistent with what it
// can see (determinize.ts), tries each of its candidate actions in them, plays each on with the
// heuristic policy (a little noise) for both players until the end of the next turn, and scores the
// result; the candidate with the best total wins. The budget is a number of samples, with an optional
// wall-clock cap: without the cap, a decision depends only on the seed and on what the bot sees.
import { actingPlayers, apply, legalActions } from '../engine/index.js';
import type { Action, GameState, PlayerId } from '../engine/index.js';
import type { Agent } from './agent.js';
import { beliefFor, determinize } from './determinize.js';
import { evaluate } from './evaluate.js';
import { heuristicChoice, rankActions } from './heuristic.js';
import { type AiRng, nextU32, seedAiRng } from './rng.js';

export interface SearchOptions {
  /** Samples (one world, one candidate, one rollout each) per decision. */
  iterations: number;
  /** Stop early after this long (ms); Infinity for a decision that is a pure function of the seed. */
  timeLimitMs: number;
  /** Only the policy's best few candidates are searched. */
  maxCandidates: number;
  /** Rollouts stop after this many actions, or at the end of the next turn. */
  rolloutSteps: number;
  /** Share of random picks in the rollout policy. */
  rolloutNoise: number;
  /** A clock, for the time cap (ms). */
  now?: () => number;
}

export interface DecisionStats { iterations: number; candidates: number; ms: number }

function rollout(start: GameState, me: PlayerId, opts: SearchOptions, rng: AiRng): number {
  let s = start;
  const endTurn = s.turn + 2;
  for (let step = 0; step < opts.rolloutSteps && !s.result && s.turn < endTurn; step++) {
    const who = actingPlayers(s)[0];
    if (!who) break;
    const action = heuristicChoice(s, who, legalActions(s, who), rng, opts.rolloutNoise);
    const out = apply(s, who, action);
    if (!out.ok) throw new Error(`rollout: the engine refused one of its own legal actions: ${out.violation.message}`);
    s = out.state;
  }
  return evaluate(s, me);
}

export function searchDecision(state: GameState, me: PlayerId, actions: Action[], opts: SearchOptions, rng: AiRng): { action: Action; stats: DecisionStats } {
  const now = opts.now ?? (() => performance.now());
  const t0 = now();
  // Conceding is never searched; nor is cancelling an activation or attack the bot itself started,
  // while anything else is legal (it only loops back to the same choice).
  const playable = actions.filter((a) => a.type !== 'concede' && a.type !== 'cancel');
  const pool = playable.length > 0 ? playable : actions.filter((a) => a.type !== 'concede');
  const candidates = rankActions(state, me, pool.length > 0 ? pool : actions).slice(0, opts.maxCandidates);
  if (candidates.length === 1) return { action: candidates[0]!, stats: { iterations: 0, candidates: 1, ms: now() - t0 } };
  const belief = beliefFor(state, me);
  // Rounds with common random numbers: in each round every candidate is tried in the same sampled
  // world with the same rollout randomness, so their differences are the candidates', not luck's.
  const total = candidates.map(() => 0);
  let done = 0;
  let rounds = 0;
  while (done + candidates.length <= Math.max(opts.iterations, candidates.length)) {
    if (rounds > 0 && now() - t0 > opts.timeLimitMs) break;
    const world = determinize(state, belief, rng);
    const rolloutSeed = nextU32(rng);
    for (let i = 0; i < candidates.length; i++) {
      const out = apply(world, me, candidates[i]!);
      total[i]! += out.ok ? rollout(out.state, me, opts, seedAiRng(rolloutSeed)) : 0;
    }
    done += candidates.length;
    rounds++;
  }
  let pick = 0;
  for (let i = 1; i < candidates.length; i++) if (total[i]! > total[pick]! + 1e-9) pick = i;
  return { action: candidates[pick]!, stats: { iterations: done, candidates: candidates.length, ms: now() - t0 } };
}

export function searchAgent(seed: number, opts: SearchOptions, onDecision?: (stats: DecisionStats) => void): Agent {
  const rng = seedAiRng(seed);
  return {
    choose(state, me, actions) {
      const { action, stats } = searchDecision(state, me, actions, opts, rng);
      onDecision?.(stats);
      return action;
    },
  };
}
