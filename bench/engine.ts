// npm run bench:engine: complete random games per second on one core, and the time of one `apply`.
import { parseArgs } from 'node:util';
import { FIXTURE_DECKS, FIXTURE_DEFS } from '../src/cards/fixtures/index.js';
import { randomAgent } from '../src/engine/agents/random-agent.js';
import { actingPlayers, apply, createGame, legalActions } from '../src/engine/index.js';
import type { GameSetup } from '../src/engine/index.js';
import { SCRIPTED_DEFS } from '../src/cards/scripts/index.js';
import { randomDeck } from '../src/engine/agents/random-deck.js';

const { values } = parseArgs({ options: { games: { type: 'string', default: '300' }, warmup: { type: 'string', default: '30' } } });
const games = Number(values.games);
const warmup = Number(values.warmup);

type Pool = 'fixture' | 'scripted';

function setupFor(seed: number, pool: Pool = 'fixture'): GameSetup {
  if (pool === 'scripted') {
    return {
      seed,
      defs: [...SCRIPTED_DEFS],
      players: [
        { id: 'p1', name: 'One', deck: randomDeck(SCRIPTED_DEFS, seed * 2) },
        { id: 'p2', name: 'Two', deck: randomDeck(SCRIPTED_DEFS, seed * 2 + 1) },
      ],
    };
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

function play(seed: number, applyTimes: number[] | null, pool: Pool = 'fixture'): number {
  let s = createGame(setupFor(seed, pool));
  const agents = { p1: randomAgent(seed * 3 + 1), p2: randomAgent(seed * 3 + 2) } as const;
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

for (let i = 0; i < warmup; i++) play(100_000 + i, null);

// Whole games, including the agents' calls to legalActions.
const t0 = process.hrtime.bigint();
let steps = 0;
for (let i = 0; i < games; i++) steps += play(i + 1, null);
const seconds = Number(process.hrtime.bigint() - t0) / 1e9;

// Per-apply latency, measured separately so the timer does not slow the games above.
const times: number[] = [];
for (let i = 0; i < Math.min(games, 100); i++) play(50_000 + i, times);
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;

console.log(`engine benchmark (one core, fixture decks, random legal agents)`);
console.log(`  games:            ${games} complete games, ${steps} player actions (${(steps / games).toFixed(0)} per game)`);
console.log(`  games per second: ${(games / seconds).toFixed(1)}`);
console.log(`  actions per sec:  ${(steps / seconds).toFixed(0)} (apply + legalActions + agent)`);
console.log(`  apply p50:        ${(pct(50) * 1000).toFixed(1)} µs`);
console.log(`  apply p99:        ${(pct(99) * 1000).toFixed(1)} µs`);
console.log(`  apply max:        ${(times[times.length - 1]! * 1000).toFixed(1)} µs`);

// Random Standard decks drawn from every scripted card (the fixture pool plus scripted Index cards).
for (let i = 0; i < warmup; i++) play(200_000 + i, null, 'scripted');
const t1 = process.hrtime.bigint();
let poolSteps = 0;
for (let i = 0; i < games; i++) poolSteps += play(300_000 + i, null, 'scripted');
const poolSeconds = Number(process.hrtime.bigint() - t1) / 1e9;
console.log(`scripted pool (${SCRIPTED_DEFS.length} cards, random decks per game)`);
console.log(`  games:            ${games} complete games, ${poolSteps} player actions (${(poolSteps / games).toFixed(0)} per game)`);
console.log(`  games per second: ${(games / poolSeconds).toFixed(1)}`);
