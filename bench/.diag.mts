import { startFakeDiscordForBench } from './bot-fake.ts';
const h = await startFakeDiscordForBench(200, true, {});
process.on('unhandledRejection', () => {});
const t0 = performance.now();
let done = 0;
const wave = 20;
try {
  for (let k = 0; k < 200; k += wave) {
    await Promise.all(Array.from({ length: wave }, (_, j) => h.driver.challengeAndAccept(h.users[2 * (k + j)]!, h.users[2 * (k + j) + 1]!).then(() => done++)));
    console.log('wave', k, (performance.now() - t0).toFixed(0));
  }
} catch (e) {
  console.log('failed after', done, String(e).slice(0, 200));
  const recs = [...h.fake.state.interactions.values()].filter((r) => r.rejectedCallbacks.length);
  for (const r of recs.slice(0, 5)) console.log(r.type, JSON.stringify((r.payload as any).data).slice(0, 120), r.rejectedCallbacks[0]);
  const slow = [...h.fake.state.interactions.values()].filter((r) => r.callback).map((r) => r.callback!.ms).sort((a, b) => b - a).slice(0, 5);
  console.log('slowest callbacks', slow);
}
await h.stop();
process.exit(0);
