// npm run bench:bot [-- --matches 200 --steps 4 --think-ms 4000 --workers 2 --niceness 5 --renderer real|tiny --games 10 --only clicks|latency]
// Drives N concurrent matches through the fake Discord (loopback, same process) against the real
// bot, with the board and hands drawn by the render pool, and prints latency, render and memory
// figures with the machine's load average. Figures only: no assertions. About a minute by default.
// First, the click study (bench/bot-clicks.ts): --games seeded games of two human-like players
// with `auto` and then with `full control`, on the fixture decks; decisions and clicks per player-turn.
import { availableParallelism, loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { RenderReport } from '../src/bot/render-pool.js';
import type { MatchRecord } from '../src/store/records.js';
import { startFakeDiscordForBench } from './bot-fake.js';
import { clickReport, clickStudy } from './bot-clicks.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const { values } = parseArgs({
  options: {
    matches: { type: 'string', default: '200' },
    steps: { type: 'string', default: '4' },
    renderer: { type: 'string', default: 'real' },
    workers: { type: 'string', default: String(availableParallelism()) },
    niceness: { type: 'string' },
    'think-ms': { type: 'string', default: '4000' },
    games: { type: 'string', default: '10' },
    only: { type: 'string' },
  },
});
const GAMES = Number(values.games);
const runClicks = values.only !== 'latency';
const runLatency = values.only !== 'clicks';
const N = Number(values.matches);
const STEPS = Number(values.steps);
/** Mean pause of a player between two clicks (uniform in 0..2×). */
const THINK_MS = Number(values['think-ms']);
const ACK_DEADLINE_MS = 3000;

function pct(xs: number[], p: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}
const fmt = (xs: number[]) => `p50 ${pct(xs, 50).toFixed(1)} ms · p99 ${pct(xs, 99).toFixed(1)} ms · max ${pct(xs, 100).toFixed(0)} ms · n=${xs.length}`;
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

const renders: RenderReport[] = [];
const boardWaits: number[] = []; // MatchService: from asking for the board picture to having it
const boardEditedAt = new Map<string, number>(); // `${matchId}:${version}` -> performance.now()

const loadAtStart = load();
const h = await startFakeDiscordForBench(N, {
  tiny: values.renderer === 'tiny',
  workers: Number(values.workers),
  ...(values.niceness === undefined ? {} : { niceness: Number(values.niceness) }),
  metrics: {
    boardRendered: (ms) => boardWaits.push(ms),
    boardEdited: (matchId, version) => boardEditedAt.set(`${matchId}:${version}`, performance.now()),
  },
  onRendered: (report) => renders.push(report),
});
const { fake, driver } = h;
let boardEditCount = 0;

if (runClicks) {
  // Tiny pictures here: the study counts clicks, and the latency part below measures the drawing.
  const study = await startFakeDiscordForBench(1, {
    tiny: true,
    workers: 0,
    metrics: { boardEdited: () => void boardEditCount++ },
    onRendered: () => undefined,
  });
  const pair: [typeof study.users[0], typeof study.users[0]] = [study.users[0]!, study.users[1]!];
  const auto = await clickStudy(study, pair, 'auto', GAMES, () => boardEditCount);
  const full = await clickStudy(study, pair, 'full', GAMES, () => boardEditCount);
  const perTurn = (s: typeof auto) => (s.stats.clicks + s.stats.openClicks) / s.turns;
  console.log(`bench:bot click study — ${GAMES} seeded games per setting, two human-like players (play what they can, pass otherwise), fixture decks fire vs water`);
  console.log(clickReport(auto));
  console.log(clickReport(full));
  console.log(
    `  auto / full control, clicks per player-turn (with "Open my prompt"): ${((100 * perTurn(auto)) / perTurn(full)).toFixed(1)}%; ` +
      `choice clicks only: ${((100 * (auto.stats.clicks / auto.turns)) / (full.stats.clicks / full.turns)).toFixed(1)}%`,
  );
  const r = auto.responseMs;
  console.log(`  click -> interaction response during the study (auto, one match at a time): ${fmt(r)}`);
  await study.stop();
}
if (!runLatency) {
  await h.stop();
  process.exit(0);
}

gc();
const heapBefore = process.memoryUsage().heapUsed;
const rssBefore = process.memoryUsage().rss;
const started = performance.now();
// Matches start in waves of SETUP_WAVE (a server does not see 200 accepts in the same instant);
// then every match is live at once and all of them are clicked concurrently.
const SETUP_WAVE = 20;
const records: MatchRecord[] = [];
for (let k = 0; k < N; k += SETUP_WAVE) {
  const wave = Array.from({ length: Math.min(SETUP_WAVE, N - k) }, (_, j) => driver.challengeAndAccept(h.users[2 * (k + j)]!, h.users[2 * (k + j) + 1]!));
  records.push(...(await Promise.all(wave)));
}
const setupMs = performance.now() - started;
const loadAfterSetup = load();
gc();
const heapAfter = process.memoryUsage().heapUsed;
const rssAfter = process.memoryUsage().rss;
const setupRenders = renders.length;
const setupBoardWaits = boardWaits.length;

const failures: string[] = [];
const toResponse: number[] = [];
const toBoard: number[] = [];
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
const stepsStarted = performance.now();
await Promise.all(
  records.map(async (record) => {
    for (let s = 0; s < STEPS; s++) {
      await new Promise((r) => setTimeout(r, Math.random() * 2 * THINK_MS));
      const step = await driver.step(record.id).catch((error: unknown) => {
        failures.push(String(error).slice(0, 160));
        return null;
      });
      if (!step) break;
      toResponse.push(step.responseMs);
      const edited = await driver.waitFor(() => boardEditedAt.get(`${record.id}:${step.version}`), 60_000).catch(() => null);
      if (edited !== null) toBoard.push(edited - step.dispatchedAt);
    }
  }),
);
const stepsMs = performance.now() - stepsStarted;
loop.disable();
const loadAtEnd = load();

const interactions = [...fake.state.interactions.values()];
const callbacks = interactions.filter((r) => r.callback).map((r) => r.callback!.ms);
const lateAcks = interactions.filter(
  (r) => !r.callback || r.callback.ms > ACK_DEADLINE_MS || r.rejectedCallbacks.some((c) => c.code === 10062),
).length;
const stepRenders = renders.slice(setupRenders);
const boards = stepRenders.filter((r) => r.kind === 'board');
const hands = stepRenders.filter((r) => r.kind === 'hand');

console.log(
  `bench:bot — ${N} concurrent matches, ${STEPS} clicks each (think ${THINK_MS} ms mean), renderer ${h.renderMode}${values.niceness === undefined ? '' : ` (nice ${values.niceness})`}, store SQLite, ` +
    `fake Discord on loopback in the same process, ${availableParallelism()} cores`,
);
console.log(`load average (1/5/15 min): at start ${loadAtStart}, after setup ${loadAfterSetup}, at end ${loadAtEnd}`);
console.log(`matches: ${N} set up in ${(setupMs / 1000).toFixed(1)} s (challenge, accept, thread, board, DMs)`);
console.log(`clicks: ${toResponse.length} in ${(stepsMs / 1000).toFixed(1)} s (${(toResponse.length / (stepsMs / 1000)).toFixed(1)}/s, plus as many "Open my prompt"); failed steps: ${failures.length}`);
console.log(`INTERACTION_CREATE -> interaction response (action clicks): ${fmt(toResponse)}`);
console.log(`INTERACTION_CREATE -> interaction response (every interaction): ${fmt(callbacks)}`);
console.log(`INTERACTION_CREATE -> board message edited: ${fmt(toBoard)}`);
console.log(`late acks (no callback within ${ACK_DEADLINE_MS} ms): ${lateAcks} of ${interactions.length} interactions`);
console.log(
  `board render in the pool (draw + PNG, during clicks): ${fmt(boards.map((r) => r.renderMs))}; ` +
    `queued ${fmt(boards.map((r) => r.queuedMs))}; PNG p50 ${(pct(boards.map((r) => r.bytes), 50) / 1024).toFixed(0)} KiB`,
);
const boardCpu = boards.map((r) => r.cpuMs).filter((ms): ms is number => ms !== null);
if (boardCpu.length > 0) console.log(`board render CPU time of the worker thread (the cost without waiting for a core): ${fmt(boardCpu)}`);
console.log(`board picture as the bot waits for it (queue + render + transfer, during clicks): ${fmt(boardWaits.slice(setupBoardWaits))}`);
console.log(`hand renders during clicks: ${hands.length} for ${toResponse.length} clicks (only when a hand or memory changed); ${fmt(hands.map((r) => r.renderMs))}`);
console.log(`event loop delay during clicks: p50 ${(loop.percentile(50) / 1e6).toFixed(1)} ms · p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms · max ${(loop.max / 1e6).toFixed(0)} ms`);
console.log(
  `memory per live match (bot + fake records, after GC): heap ${((heapAfter - heapBefore) / N / 1024).toFixed(0)} KiB, ` +
    `rss ${((rssAfter - rssBefore) / N / 1024).toFixed(0)} KiB; rss now ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`,
);
console.log(`rejected requests at the fake: ${fake.rejectedRequests().length}`);
for (const f of failures.slice(0, 3)) console.log(`  failure: ${f}`);
await h.stop();
process.exit(0);
