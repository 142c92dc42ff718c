import { startFakeDiscordForBench } from './bot-fake.ts';
const h = await startFakeDiscordForBench(200, true, {});
process.on('unhandledRejection', () => {});
import { monitorEventLoopDelay } from 'node:perf_hooks';
const mon = monitorEventLoopDelay({ resolution: 10 }); mon.enable();
h.run.bot.client.on('interactionCreate', (i) => { const rec = h.fake.state.interactions.get(i.id); if (rec) { const lag = performance.now() - rec.dispatchedAt; if (lag > 500) console.log('late delivery', lag.toFixed(0)); } });
const store = h.run.store as any;
for (const m of ['getRaw', 'compareAndSwap']) { const orig = store.backend[m].bind(store.backend); const stats = { n: 0, max: 0, sum: 0 }; (globalThis as any)[m] = stats; store.backend[m] = async (...a: any[]) => { const t = performance.now(); try { return await orig(...a); } finally { const d = performance.now() - t; stats.n++; stats.sum += d; stats.max = Math.max(stats.max, d); } }; }
const t0 = performance.now();
let done = 0;
const wave = 20;
try {
  for (let k = 0; k < 200; k += wave) {
    await Promise.all(Array.from({ length: wave }, (_, j) => h.driver.challengeAndAccept(h.users[2 * (k + j)]!, h.users[2 * (k + j) + 1]!).then(() => done++)));
    console.log('wave', k, (performance.now() - t0).toFixed(0));
  }
  const ids = [...new Set(await h.run.store.liveMatchIds())];
  const t1 = performance.now();
  await Promise.all(ids.map(async (id) => { for (let s = 0; s < 3; s++) { await new Promise((r) => setTimeout(r, Math.random() * 2000)); await h.driver.step(id); } }));
  console.log('loop delay max', (mon.max/1e6).toFixed(0), 'p99', (mon.percentile(99)/1e6).toFixed(0));
  console.log('steps done', (performance.now() - t1).toFixed(0));
} catch (e) {
  console.log('loop delay max', (mon.max/1e6).toFixed(0), 'p99', (mon.percentile(99)/1e6).toFixed(0));
  console.log('failed after', done, String(e).slice(0, 200));
  const recs = [...h.fake.state.interactions.values()].filter((r) => r.rejectedCallbacks.length);
  for (const r of recs.slice(0, 5)) console.log(r.type, JSON.stringify((r.payload as any).data).slice(0, 120), r.rejectedCallbacks[0]);
  const slow = [...h.fake.state.interactions.values()].filter((r) => r.callback).map((r) => r.callback!.ms).sort((a, b) => b - a).slice(0, 5);
  console.log('slowest callbacks', slow);
}
await h.stop();
process.exit(0);
