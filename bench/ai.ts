// npm run bench:ai: how well the practice opponent plays, and how long it thinks.
//   --games N     games per pairing and deck pool (default 100; 10 is a quick check)
//   --pairs a,b   pairings to run (default all): heuristic-random, hard-random, hard-heuristic,
//                 normal-heuristic, easy-random
//   --pools a,b   deck pools (default both): fixture (the two fixture decks), scripted (a random
//                 Standard deck per player per game from the scripted pool)
//   --seed N      first game seed (default 1)
//   --matches N   practice matches thinking at once for the event-loop measure (default 20; 0 skips it)
//   --moves N     bot moves per match in that measure (default 3)
//   --workers N   think-pool workers for it (default: one fewer than the cores, at least one)
// Seats (and so who goes first, when the seed decides it) swap every other game. Win rates come with
// a 95% Wilson interval; a draw or an unfinished game counts as half a win. Decision times are over
// the decisions where the agent had more than one legal action, one thread, other processes present.
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { FIXTURE_DECKS, FIXTURE_DEFS } from '../src/cards/fixtures/index.js';
import { GAME_POOL_DEFS } from '../src/cards/scripts/index.js';
import { randomPoolSetup } from '../src/engine/agents/random-deck.js';
import { eagerRandomAgent } from '../src/engine/agents/random-agent.js';
import { actingPlayers, apply, createGame, legalActions } from '../src/engine/index.js';
import type { GameSetup, PlayerId } from '../src/engine/index.js';
import type { Agent } from '../src/ai/agent.js';
import { heuristicAgent } from '../src/ai/heuristic.js';
import { agentForLevel } from '../src/ai/levels.js';
import { ThinkPool } from '../src/ai/think-pool.js';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '100' },
    pairs: { type: 'string', default: 'heuristic-random,hard-random,hard-heuristic' },
    pools: { type: 'string', default: 'fixture,scripted' },
    seed: { type: 'string', default: '1' },
    matches: { type: 'string', default: '20' },
    moves: { type: 'string', default: '3' },
    workers: { type: 'string' },
  },
});
const games = Number(values.games);
const firstSeed = Number(values.seed);

type Kind = 'random' | 'heuristic' | 'easy' | 'normal' | 'hard';
const times: Record<string, number[]> = {};

/** An agent that records how long each non-trivial decision took, under its own name. */
function timed(kind: Kind, agent: Agent): Agent {
  const list = (times[kind] ??= []);
  return {
    choose(s, p, actions) {
      if (actions.length <= 1) return agent.choose(s, p, actions);
      const t0 = performance.now();
      const a = agent.choose(s, p, actions);
      list.push(performance.now() - t0);
      return a;
    },
  };
}

function make(kind: Kind, seed: number): Agent {
  switch (kind) {
    case 'random': return timed(kind, eagerRandomAgent(seed));
    case 'heuristic': return timed(kind, heuristicAgent(seed));
    default: return timed(kind, agentForLevel(kind, seed));
  }
}

function setupFor(pool: string, seed: number): GameSetup {
  if (pool === 'scripted') return randomPoolSetup(GAME_POOL_DEFS, seed);
  return { seed, defs: FIXTURE_DEFS, players: [
    { id: 'p1', name: 'One', deck: FIXTURE_DECKS.fire },
    { id: 'p2', name: 'Two', deck: FIXTURE_DECKS.water },
  ] };
}

/** 1 when `hero` wins, 0 when it loses, 0.5 for a draw or a game stopped at the step limit. */
function play(pool: string, seed: number, hero: Kind, villain: Kind, heroSeat: PlayerId): number {
  let s = createGame(setupFor(pool, seed));
  const other: PlayerId = heroSeat === 'p1' ? 'p2' : 'p1';
  const agents: Record<string, Agent> = { [heroSeat]: make(hero, seed * 7 + 1), [other]: make(villain, seed * 7 + 2) };
  for (let step = 0; step < 5000 && !s.result; step++) {
    const who = actingPlayers(s)[0]!;
    const out = apply(s, who, agents[who]!.choose(s, who, legalActions(s, who)));
    if (!out.ok) throw new Error(`illegal action in game ${seed}: ${out.violation.message}`);
    s = out.state;
  }
  if (!s.result || s.result.kind === 'draw') return 0.5;
  return s.result.winner === heroSeat ? 1 : 0;
}

function wilson(wins: number, n: number): [number, number] {
  const z = 1.96;
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
console.log(`bench:ai: ${games} games per pairing and pool; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
const started = performance.now();
for (const pool of values.pools!.split(',')) {
  for (const pair of values.pairs!.split(',')) {
    const [hero, villain] = pair.split('-') as [Kind, Kind];
    let score = 0;
    const t0 = performance.now();
    for (let g = 0; g < games; g++) {
      const seed = firstSeed + g;
      score += play(pool, seed, hero, villain, g % 2 === 0 ? 'p1' : 'p2');
      if ((g + 1) % Math.max(1, Math.floor(games / 10)) === 0 || g + 1 === games) {
        process.stdout.write(`  [${pool}] ${pair}: ${g + 1}/${games} games, ${hero} ${score}/${g + 1}, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
      }
    }
    const [lo, hi] = wilson(score, games);
    console.log(`[${pool}] ${hero} vs ${villain}: ${hero} wins ${pct(score / games)} (95% CI ${pct(lo)} to ${pct(hi)}) over ${games} games, seats swapped every other game`);
  }
}
console.log('decision time (decisions with more than one legal action):');
for (const [kind, list] of Object.entries(times)) {
  if (list.length === 0) continue;
  list.sort((a, b) => a - b);
  const q = (p: number) => list[Math.min(list.length - 1, Math.floor(p * list.length))]!;
  console.log(`  ${kind.padEnd(9)} p50 ${q(0.5).toFixed(2)} ms, p99 ${q(0.99).toFixed(2)} ms, max ${list[list.length - 1]!.toFixed(2)} ms over ${list.length} decisions`);
}
console.log(`total ${((performance.now() - started) / 1000).toFixed(0)} s; load average after ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);

// The event loop while many practice matches think at once: each match, at a decision of the bot,
// asks the think pool (hard level) and, once answered, plays on with a random opponent to the bot's
// next decision. The main thread only sends states and applies answers, as the Discord bot does.
async function eventLoopMeasure(matches: number, moves: number): Promise<void> {
  const pool = await ThinkPool.start(values.workers ? { size: Number(values.workers) } : {});
  const opponent = eagerRandomAgent(99);
  const toBotTurn = (s: ReturnType<typeof createGame>) => {
    while (!s.result && actingPlayers(s)[0] !== 'p2') {
      const who = actingPlayers(s)[0]!;
      const out = apply(s, who, opponent.choose(s, who, legalActions(s, who)));
      if (!out.ok) throw new Error(out.violation.message);
      s = out.state;
    }
    return s;
  };
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  const waits: number[] = [];
  const t0 = performance.now();
  histogram.enable();
  let decisions = 0;
  await Promise.all(Array.from({ length: matches }, async (_, m) => {
    let s = toBotTurn(createGame(setupFor(m % 2 ? 'scripted' : 'fixture', 1000 + m)));
    for (let i = 0; i < moves && !s.result; i++) {
      const asked = performance.now();
      const { action } = await pool.choose(s, 'p2', 'hard', m * 100 + i);
      waits.push(performance.now() - asked);
      const out = apply(s, 'p2', action);
      if (!out.ok) throw new Error(out.violation.message);
      s = toBotTurn(out.state);
      decisions++;
    }
  }));
  histogram.disable();
  const seconds = (performance.now() - t0) / 1000;
  const workers = pool.workers;
  await pool.close();
  waits.sort((a, b) => a - b);
  const q = (p: number) => waits[Math.min(waits.length - 1, Math.floor(p * waits.length))]!;
  const ms = (ns: number) => (ns / 1e6).toFixed(1);
  console.log(`event loop while ${matches} practice matches think at once (hard, ${workers} worker${workers === 1 ? '' : 's'}, ${decisions} decisions in ${seconds.toFixed(1)} s):`);
  console.log(`  event-loop delay: p50 ${ms(histogram.percentile(50))} ms, p99 ${ms(histogram.percentile(99))} ms, max ${ms(histogram.max)} ms`);
  console.log(`  answer time seen by a match (queue + thinking): p50 ${q(0.5).toFixed(0)} ms, p99 ${q(0.99).toFixed(0)} ms`);
}

const loopMatches = Number(values.matches);
if (loopMatches > 0) await eventLoopMeasure(loopMatches, Number(values.moves));
