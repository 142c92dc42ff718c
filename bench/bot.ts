// npm run bench:bot [-- --matches 200 --steps 3 --think-ms 1000 --renderer real|tiny]
// Drives N concurrent matches through the fake Discord (loopback) against the real bot and
// prints latency and memory figures. Figures only: no assertions.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { MatchRecord } from '../src/store/records.js';
import { startFakeDiscordForBench } from './bot-fake.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const { values } = parseArgs({
  options: {
    matches: { type: 'string', default: '200' },
    steps: { type: 'string', default: '3' },
    renderer: { type: 'string', default: 'real' },
    'think-ms': { type: 'string', default: '1000' },
  },
});
const N = Number(values.matches);
const STEPS = Number(values.steps);
/** Mean pause of a player between two clicks (uniform in 0..2×). */
const THINK_MS = Number(values['think-ms']);

function pct(xs: number[], p: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}
const fmt = (xs: number[]) => `p50 ${pct(xs, 50).toFixed(1)} ms · p99 ${pct(xs, 99).toFixed(1)} ms · n=${xs.length}`;

const renders: { ms: number; bytes: number }[] = [];
const boardEditedAt = new Map<string, number>(); // `${matchId}:${version}` -> performance.now()

const h = await startFakeDiscordForBench(N, values.renderer === 'tiny', {
  boardRendered: (ms, bytes) => renders.push({ ms, bytes }),
  boardEdited: (matchId, version) => boardEditedAt.set(`${matchId}:${version}`, performance.now()),
});
const { fake, run, driver } = h;

gc();
const heapBefore = process.memoryUsage().heapUsed;
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
gc();
const heapAfter = process.memoryUsage().heapUsed;

const failures: string[] = [];
const toResponse: number[] = [];
const toBoard: number[] = [];
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

console.log(`bench:bot — ${N} concurrent matches, ${STEPS} clicks each (think ${THINK_MS} ms mean), renderer=${values.renderer}, store=SQLite, fake Discord on loopback`);
console.log(`setup (challenge + accept + thread + board + DMs) for all matches: ${(setupMs / 1000).toFixed(1)} s`);
console.log(`INTERACTION_CREATE -> interaction response: ${fmt(toResponse)}`);
console.log(`INTERACTION_CREATE -> board message edited: ${fmt(toBoard)}`);
console.log(`board render: ${fmt(renders.map((r) => r.ms))}; PNG size p50 ${(pct(renders.map((r) => r.bytes), 50) / 1024).toFixed(0)} KiB`);
console.log(`heap per live match (bot + fake records, after GC): ${((heapAfter - heapBefore) / N / 1024).toFixed(0)} KiB; rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`);
const callbacks = [...fake.state.interactions.values()].filter((r) => r.callback).map((r) => r.callback!.ms);
console.log(`every interaction (opening prompts included) -> callback: ${fmt(callbacks)}`);
console.log(`clicks: ${toResponse.length} in ${(stepsMs / 1000).toFixed(1)} s; failed steps: ${failures.length}; rejected requests: ${fake.rejectedRequests().length}`);
for (const f of failures.slice(0, 3)) console.log(`  failure: ${f}`);
await h.stop();
process.exit(0);
