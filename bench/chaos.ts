// npm run bench:chaos [-- --matches 200 --clicks 6 --store redis|postgres|both --outage-ms 3000]
// Concurrent matches clicked through the fake Discord while the store is taken away twice (a loopback
// proxy in front of the machine's Redis or PostgreSQL cuts every connection, then lets them back) and
// the fake answers bursts of 429s and 5xxs. Prints: clicks acknowledged in time, clicks told their
// outcome, actions lost, actions applied twice, and how long recovery took. Figures only; bounded in time.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import * as engine from '../src/engine/index.js';
import { ManualTime } from '../src/bot/ports.js';
import { GENERIC_FAILURE, STORE_UNAVAILABLE } from '../src/bot/router.js';
import type { MatchRecord } from '../src/store/records.js';
import { startFakeDiscord, type FakeDiscord, type FakeUser } from '../test/discord/fake-discord.js';
import { buttonId, newNamespace, promptChoices, promptVersion, startBot, tinyRenderers, type BotRun } from '../test/bot/harness.js';
import { turnMessage } from '../test/bot/driver.js';
import { SAVE_COUNTED, SAVE_IN_DOUBT, SAVE_NOT_COUNTED } from '../commands/play.js';
import { TcpProxy, targetOf } from '../test/support/tcp-proxy.js';

const { values } = parseArgs({
  options: {
    matches: { type: 'string', default: '200' },
    clicks: { type: 'string', default: '6' },
    store: { type: 'string', default: 'both' },
    'outage-ms': { type: 'string', default: '3000' },
    'think-ms': { type: 'string', default: '400' },
  },
});
const N = Number(values.matches);
const CLICKS = Number(values.clicks);
const OUTAGE_MS = Number(values['outage-ms']);
const THINK_MS = Number(values['think-ms']);
const ACK_DEADLINE_MS = 3000;
const STORES = {
  redis: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  postgres: process.env.POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/test',
};
const variants = values.store === 'both' ? (['redis', 'postgres'] as const) : ([values.store as 'redis' | 'postgres']);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));


interface Tally {
  clicks: number;
  toldApplied: number;
  inDoubtThenTold: number;
  toldRefused: number;
  toldNothing: number;
  lost: number;
  appliedTwice: number;
  appliedThoughRefused: number;
  retriesAfterRefusal: number;
  recoveries: number[];
}

async function runVariant(kind: 'redis' | 'postgres'): Promise<void> {
  const url = STORES[kind];
  const proxy = await TcpProxy.start(targetOf(url));
  const fake = await startFakeDiscord({
    users: Array.from({ length: 2 * N }, (_, i) => ({ username: `player${i}` })),
    retainAttachmentBytes: false,
    responseTimeoutMs: 120_000,
  });
  const time = new ManualTime(Date.now());
  const run = await startBot(fake, { storeUrl: proxy.urlFor(url), namespace: newNamespace(), time, renderers: tinyRenderers, config: { TURN_TIMER_SECONDS: 100_000 } });
  const t: Tally = { clicks: 0, toldApplied: 0, inDoubtThenTold: 0, toldRefused: 0, toldNothing: 0, lost: 0, appliedTwice: 0, appliedThoughRefused: 0, retriesAfterRefusal: 0, recoveries: [] };

  const setupStart = performance.now();
  const records: MatchRecord[] = [];
  for (let k = 0; k < N; k += 20) {
    const wave = Array.from({ length: Math.min(20, N - k) }, (_, j) => challengeAndAccept(fake, run, fake.users[2 * (k + j)]!, fake.users[2 * (k + j) + 1]!));
    records.push(...(await Promise.all(wave)));
  }
  const setupMs = performance.now() - setupStart;
  // Full control: each click is then exactly one engine action, so a second application shows in the version.
  for (const user of fake.users) await run.bot.matches.settings.set(user.id, { passing: 'full' });

  let clicking = true;
  let restoredAt: number | null = null;
  let firstAppliedAfterRestore: number | null = null;
  const chaos = (async () => {
    for (let outage = 0; outage < 2; outage++) {
      await sleep(1500);
      fake.injectFault({ kind: 'rateLimit', method: 'PATCH', path: /^\/channels\/\d+\/messages\/\d+$/, retryAfterMs: 200, times: 20 });
      fake.injectFault({ kind: 'rateLimit', method: 'POST', path: /^\/channels\/\d+\/messages$/, retryAfterMs: 100, global: true, times: 5 });
      proxy.cut();
      await sleep(OUTAGE_MS);
      proxy.restore();
      restoredAt = performance.now();
      firstAppliedAfterRestore = null;
      const healthyAt = await until(() => run.store.healthy);
      fake.injectFault({ kind: 'serverError', method: 'PATCH', path: /^\/channels\/\d+\/messages\/\d+$/, status: 503, times: 10 });
      fake.injectFault({ kind: 'serverError', method: 'POST', path: /^\/channels\/\d+\/messages$/, status: 502, afterApplying: true, times: 10 });
      await until(() => firstAppliedAfterRestore !== null || !clicking);
      if (firstAppliedAfterRestore !== null) t.recoveries.push(Math.max(healthyAt, firstAppliedAfterRestore - restoredAt!));
      if (!clicking) break;
    }
  })();

  const clicksStart = performance.now();
  await Promise.all(records.map(async (record) => {
    for (let c = 0; c < CLICKS; c++) {
      await sleep(Math.random() * 2 * THINK_MS);
      const done = await clickUntilTold(record.id).catch(() => 'gave up' as const);
      if (done === 'over' || done === 'gave up') break;
    }
  }));
  clicking = false;
  await chaos;
  const clicksMs = performance.now() - clicksStart;

  async function clickUntilTold(matchId: string): Promise<'applied' | 'over'> {
    const before = (await retryRead(() => run.store.getMatch(matchId)))!;
    const actor = engine.actingPlayers(before.state)[0];
    if (!actor || before.state.result) return 'over';
    const turn = await fake.waitFor(() => turnMessage(fake, before.meta.threadId!), 60_000);
    let prompt;
    for (;;) {
      const open = fake.clickButton({ user: actor, message: turn, customId: `op:${matchId}` });
      const told = await outcomeOf(open);
      if (told === 'applied') { prompt = (await open.response(60_000)).message; break; }
      await sleep(500);
    }
    const choice = prompt && promptChoices(prompt)[0];
    if (!prompt || !choice) return 'over';
    const index = Number(choice.kind === 'button' ? choice.customId.split(':')[3] : choice.value);
    const expected = engine.apply(before.state, actor, engine.legalActions(before.state, actor)[index]!);
    for (let attempt = 0; attempt < 40; attempt++) {
      const click = choice.kind === 'button'
        ? fake.clickButton({ user: actor, message: prompt, customId: choice.customId })
        : fake.selectMenu({ user: actor, message: prompt, customId: choice.customId, values: [choice.value] });
      t.clicks++;
      const told = await outcomeOf(click, prompt.id, before.state.version);
      const after = (await retryRead(() => run.store.getMatch(matchId)))!;
      if (told === 'refused') {
        t.toldRefused++;
        if (after.state.version !== before.state.version) t.appliedThoughRefused++;
        t.retriesAfterRefusal++;
        await sleep(500);
        continue;
      }
      if (told === 'nothing') {
        // Not told anything definite: counted apart; the player would look at the board and click again.
        t.toldNothing++;
        if (after.state.version === before.state.version) continue;
        return 'applied';
      }
      t.toldApplied++;
      if (after.state.version === before.state.version) t.lost++;
      else if (expected.ok && after.state.version > expected.state.version) t.appliedTwice++;
      if (restoredAt !== null && firstAppliedAfterRestore === null) firstAppliedAfterRestore = performance.now();
      return 'applied';
    }
    throw new Error('store never came back');
  }

  /**
   * What the player was told: waits for the definite answer (a deferred click is answered later by an
   * edit of the prompt or a follow-up). `promptId`/`version`: the prompt clicked and the version it showed;
   * the click counted when the prompt now shows another version.
   */
  async function outcomeOf(handle: ReturnType<FakeDiscord['clickButton']>, promptId?: string, version?: number): Promise<'applied' | 'refused' | 'nothing'> {
    const response = await handle.response(60_000).catch(() => null);
    if (!response) return 'nothing';
    const text = () => [handle.original?.content ?? '', ...handle.followUps.map((m) => m.content)].join('\n');
    const moved = () => {
      if (promptId === undefined) return handle.original !== undefined || response.message !== undefined;
      const now = fake.message(promptId);
      return now !== undefined && promptVersion(now) !== version;
    };
    const verdict = await fake.waitFor(() => {
      const said = text();
      if (said.includes(SAVE_IN_DOUBT)) return 'doubt' as const;
      if (said.includes(STORE_UNAVAILABLE)) return 'refused' as const;
      if (said.includes(GENERIC_FAILURE)) return 'nothing' as const;
      return moved() ? ('applied' as const) : undefined;
    }, 60_000).catch(() => 'nothing' as const);
    if (verdict === 'nothing' && process.env.CHAOS_DEBUG) console.log('  no answer:', JSON.stringify({ said: text().slice(0, 160), cb: response.type, ms: response.ms, prompt: promptId && fake.message(promptId)?.content.slice(0, 80) }));
    if (verdict !== 'doubt') return verdict;
    await fake.waitFor(() => (text().includes(SAVE_COUNTED) || text().includes(SAVE_NOT_COUNTED)) || undefined, 60_000).catch(() => undefined);
    if (text().includes(SAVE_COUNTED)) { t.inDoubtThenTold++; return 'applied'; }
    if (text().includes(SAVE_NOT_COUNTED)) { t.inDoubtThenTold++; return 'refused'; }
    return 'nothing';
  }

  async function retryRead<T>(read: () => Promise<T>): Promise<T> {
    for (;;) {
      try { return await read(); } catch { await sleep(200); }
    }
  }

  const total = t.clicks;
  console.log(`\nbench:chaos on ${kind} — ${N} concurrent matches, up to ${CLICKS} actions each, store cut twice for ${OUTAGE_MS} ms, 429 and 5xx bursts`);
  console.log(`  setup: ${N} matches in ${(setupMs / 1000).toFixed(1)} s; clicking phase ${(clicksMs / 1000).toFixed(1)} s`);
  console.log(`  action clicks: ${total} (${t.retriesAfterRefusal} of them retries after a refusal)`);
  const interactions = [...fake.state.interactions.values()];
  const acked = interactions.filter((r) => r.callback && r.callback.ms <= ACK_DEADLINE_MS).length;
  console.log(`  interactions acknowledged within ${ACK_DEADLINE_MS} ms: ${acked} of ${interactions.length} (setup, prompts and action clicks)`);
  console.log(
    `  action clicks told their outcome: ${t.toldApplied + t.toldRefused} of ${total} (applied ${t.toldApplied}, refused while the store was away ${t.toldRefused}, ` +
      `of which first told "in doubt" and later told which: ${t.inDoubtThenTold}; no answer ${t.toldNothing})`,
  );
  console.log(`  actions lost (told applied, not saved): ${t.lost}; applied twice: ${t.appliedTwice}; applied though told not: ${t.appliedThoughRefused}`);
  console.log(`  recovery (store back -> first action applied), per outage: ${t.recoveries.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ') || 'no outage ended while clicks went on'}`);
  console.log(`  Discord faults injected: ${fake.injectedFaults.length} (${fake.injectedFaults.filter((f) => f.kind === 'rateLimit').length} × 429, ${fake.injectedFaults.filter((f) => f.kind === 'serverError').length} × 5xx)`);
  await run.store.clearNamespace().catch(() => undefined);
  await run.stop();
  await proxy.close();
  await fake.close();

  async function until(check: () => boolean): Promise<number> {
    const start = performance.now();
    while (!check() && performance.now() - start < 60_000) await sleep(20);
    return performance.now() - start;
  }
}

async function challengeAndAccept(fake: FakeDiscord, run: BotRun, a: FakeUser, b: FakeUser): Promise<MatchRecord> {
  const res = await fake.sendSlashCommand({ user: a.id, name: 'play', subcommand: 'challenge', options: { opponent: { user: b.id } } }).response(120_000);
  const accept = fake.clickButton({ user: b.id, message: res.message!, customId: buttonId(res.message!, 'Accept') });
  await accept.response(120_000);
  const threadId = await fake.waitFor(() => /<#(\d+)>/.exec(accept.original?.content ?? '')?.[1], 120_000);
  let id: string | undefined;
  while (!(id = await run.store.getIndex('thread-match', threadId))) await sleep(20);
  return (await run.store.getMatch(id))!;
}

for (const kind of variants) await runVariant(kind);
process.exit(0);
