// npm run bench:engine: complete random games per second on one core, and the time of one `apply`.
// Single-threaded: every game runs in this one Node thread, one after the other. On Linux the
// process pins itself to one CPU with taskset, so V8's compiler and garbage-collector threads share
// that core too: the figure is what one core delivers, not one thread helped by others.
//   --games N        complete games per line (default 300)
//   --warmup N       games played first and not counted (default 1000; see WARM-UP below)
//   --latency N      games replayed with a timer around each `apply` (default 50)
//   --only a,b       run only these lines: fixture-uniform, scripted-uniform, scripted-eager
//   --no-pin         do not pin to one CPU
//   --cpu N          the CPU to pin to (default 0)
//
// WARM-UP. V8 compiles the engine's functions as they get hot and compiles some again when the
// objects they see change shape; in these games that goes on for several hundred games. A bot runs
// for days, so the figure that matters is the speed once that has settled: the warm-up games are
// not counted, and their own speed is printed beside the counted figure so both can be seen.
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import { spawnSync } from 'node:child_process';
import { FIXTURE_DECKS, FIXTURE_DEFS } from '../src/cards/fixtures/index.js';
import { eagerRandomAgent, randomAgent, type Agent } from '../src/engine/agents/random-agent.js';
import { actingPlayers, apply, createGame, legalActions } from '../src/engine/index.js';
import type { GameSetup } from '../src/engine/index.js';
import { GAME_POOL_DEFS, SCRIPTED_DEFS } from '../src/cards/scripts/index.js';
import { randomPoolSetup } from '../src/engine/agents/random-deck.js';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '1000' },
    latency: { type: 'string', default: '50' },
    only: { type: 'string', default: '' },
    'no-pin': { type: 'boolean', default: false },
    cpu: { type: 'string', default: '0' },
  },
});

// Pin to one CPU by running this same script again under taskset (once: the child is marked).
const PINNED = 'ARCHIVIST_BENCH_PINNED';
if (!values['no-pin'] && process.platform === 'linux' && !process.env[PINNED]) {
  const hasTaskset = spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;
  if (hasTaskset) {
    const child = spawnSync('taskset', ['-c', values.cpu!, process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
      stdio: 'inherit',
      env: { ...process.env, [PINNED]: values.cpu! },
    });
    process.exit(child.status ?? 1);
  }
  console.log('  (taskset not found: not pinned to one CPU)');
}
const games = Number(values.games);
const warmup = Number(values.warmup);
const latencyGames = Number(values.latency);

type Pool = 'fixture' | 'scripted';

interface Line {
  name: string;
  pool: Pool;
  agent: string;
  policy: string;
  make: (seed: number) => Agent;
  /** First seed of the counted games (kept from earlier versions of this bench, so figures compare). */
  seed: number;
}

const UNIFORM = 'randomAgent: uniform among all legal actions except concede (the property tests\' agent)';
const EAGER = 'eagerRandomAgent: uniform among legal actions, but never concede, never cancel while anything else is legal, '
  + 'and holding Opportunity with another option pass only 1 time in 4';

const LINES: Line[] = [
  { name: 'fixture-uniform', pool: 'fixture', agent: 'randomAgent', policy: UNIFORM, make: randomAgent, seed: 1 },
  { name: 'scripted-uniform', pool: 'scripted', agent: 'randomAgent', policy: UNIFORM, make: randomAgent, seed: 300_000 },
  { name: 'scripted-eager', pool: 'scripted', agent: 'eagerRandomAgent', policy: EAGER, make: (seed) => eagerRandomAgent(seed), seed: 300_000 },
];

function setupFor(seed: number, pool: Pool): GameSetup {
  if (pool === 'scripted') {
    return randomPoolSetup(GAME_POOL_DEFS, seed);
  }
  return {
    seed,
    defs: FIXTURE_DEFS,
    players: [
      { id: 'p1', name: 'One', deck: seed % 2 ? FIXTURE_DECKS.fire : FIXTURE_DECKS.water },
      { id: 'p2', name: 'Two', deck: seed % 2 ? FIXTURE_DECKS.water : FIXTURE_DECKS.fire },
    ],
  };
}

/** One complete game; returns the number of player actions. `applyTimes` collects per-apply milliseconds. */
function play(line: Line, seed: number, applyTimes: number[] | null): number {
  let s = createGame(setupFor(seed, line.pool));
  const agents = { p1: line.make(seed * 3 + 1), p2: line.make(seed * 3 + 2) } as const;
  let steps = 0;
  while (!s.result) {
    const who = actingPlayers(s)[0]!;
    const action = agents[who as 'p1' | 'p2'].choose(s, who, legalActions(s, who));
    const t0 = applyTimes ? process.hrtime.bigint() : 0n;
    const out = apply(s, who, action);
    if (applyTimes) applyTimes.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (!out.ok) throw new Error(out.violation.message);
    s = out.state;
    steps++;
  }
  return steps;
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const pinned = process.env[PINNED];
console.log(`engine benchmark: ${pinned !== undefined ? `one core (pinned to CPU ${pinned} with taskset; V8's helper threads share it)` : 'one thread, not pinned (V8\'s helper threads may use other cores)'}, `
  + `${games} complete games per line after ${warmup} warm-up games`);
console.log(`  load average before: ${loadavg().map((l) => l.toFixed(2)).join(' ')} (other processes share the machine)`);
const only = values.only ? values.only.split(',') : null;
for (const line of LINES) {
  if (only && !only.includes(line.name)) continue;
  const w0 = process.hrtime.bigint();
  for (let i = 0; i < warmup; i++) play(line, 100_000 + line.seed + i, null);
  const warmSeconds = Number(process.hrtime.bigint() - w0) / 1e9;
  // Whole games, including the agents' calls to legalActions.
  const c0 = cpuMs();
  const t0 = process.hrtime.bigint();
  let steps = 0;
  for (let i = 0; i < games; i++) steps += play(line, line.seed + i, null);
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpuSeconds = (cpuMs() - c0) / 1000;
  // Per-apply latency, measured in other games so the timer does not slow the ones above.
  const times: number[] = [];
  for (let i = 0; i < latencyGames; i++) play(line, 50_000 + line.seed + i, times);
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? NaN;
  const pool = line.pool === 'fixture' ? 'fixture decks (fire vs water)' : `scripted pool (${SCRIPTED_DEFS.length} cards, a random deck per player per game)`;
  console.log(`[${line.name}] ${pool}`);
  console.log(`  agent:            ${line.policy}`);
  console.log(`  games:            ${games} complete games, ${steps} player actions (${(steps / games).toFixed(0)} actions per game)`);
  console.log(`  games per second: ${(games / seconds).toFixed(1)} wall clock, ${(games / cpuSeconds).toFixed(1)} per CPU second (all of the process's threads)`);
  if (warmup > 0) console.log(`  warm-up:          ${warmup} games first, not counted: ${(warmup / warmSeconds).toFixed(1)} games per second while V8 compiles`);
  console.log(`  per action:       ${((seconds * 1e6) / steps).toFixed(1)} µs (apply + legalActions + agent), ${(steps / seconds).toFixed(0)} actions/s`);
  console.log(`  apply:            p50 ${(pct(50) * 1000).toFixed(1)} µs, p99 ${(pct(99) * 1000).toFixed(1)} µs, max ${(times[times.length - 1]! * 1000).toFixed(1)} µs (${times.length} applies)`);
}
console.log(`  load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
