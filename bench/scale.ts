// bench:scale — the bot as several OS processes on one Redis store behind a sharded fake Discord.
//
//   npm run bench:scale [-- --matches 1000 --processes 4 --shards-per-process 2 --clicks 6 --concurrency 100 --setup-concurrency 10 --lease-ttl 15]
//
// The parent runs the fake Discord (SHARDS = processes × shards-per-process, one guild per shard) and
// the players; each child (bench/scale-worker.ts) is the real bot with leases on, running its block
// of shards. Every match is challenged and accepted in its guild, then played click by click (each
// click on a fresh prompt), and one player asks for their hand in DMs (which arrive on shard 0).
// When half the clicks are done, one process is killed (SIGKILL) and restarted a second later, as
// the cluster launcher does. Printed: click-to-response and board-edit p50/p99, DM answers, clicks
// that got no answer (sent to the dying process), actions lost (told applied, not saved: must be 0),
// and the takeover time of the killed process's timer leases. Figures only; no pass/fail.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import * as engine from '../src/engine/index.js';
import { ArchivistStore } from '../src/store/match-store.js';
import { LeaseStore, leaseHeld } from '../src/store/lease.js';
import { shardBlocks } from '../src/bot/shards.js';
import { startFakeDiscord, type FakeDiscord, type InteractionHandle } from '../test/discord/fake-discord.js';
import { buttonId, promptChoices, promptVersion } from '../test/bot/harness.js';
import { turnMessage } from '../test/bot/driver.js';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const MATCHES = arg('matches', 1000);
const PROCESSES = arg('processes', 4);
const PER_PROCESS = arg('shards-per-process', 2);
const CLICKS = arg('clicks', 6);
const CONCURRENCY = arg('concurrency', 100);
// Matches are opened a few at a time (a challenge is answered within Discord's 3 s), then all stay live while they are clicked.
const SETUP_CONCURRENCY = arg('setup-concurrency', 10);
const LEASE_TTL_MS = arg('lease-ttl', 15) * 1000;
const SHARDS = PROCESSES * PER_PROCESS;
const STORE_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const NAMESPACE = `scale-${randomUUID().slice(0, 8)}`;
const TIMEOUT = 120_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const ms = (n: number) => (Number.isNaN(n) ? '–' : `${n.toFixed(0)} ms`);

// One guild per shard: (id >> 22) % SHARDS === shard.
const guildIds = Array.from({ length: SHARDS }, (_, shard) => String((BigInt(1000 * SHARDS + shard) << 22n)));
const userIds = Array.from({ length: 2 * MATCHES }, (_, i) => String(200_000_000_000_000_000n + BigInt(i)));
const fake: FakeDiscord = await startFakeDiscord({
  users: userIds.map((id, i) => ({ id, username: `player${i}` })),
  guilds: guildIds.map((id, g) => ({
    id,
    name: `league-${g}`,
    channels: [{ name: 'general' }],
    memberIds: userIds.filter((_, u) => Math.floor(u / 2) % SHARDS === g),
  })),
  shards: SHARDS,
  maxConcurrency: SHARDS,
  retainAttachmentBytes: false,
  responseTimeoutMs: TIMEOUT,
});
// The players' own reads of the store (to know whose move it is, and to check saves) get long deadlines:
// this process drives hundreds of players at once, and its event loop, not Redis, is what is slow.
const store = await ArchivistStore.open(STORE_URL, { namespace: NAMESPACE, parseState: engine.parseGameState, resilience: { timeoutMs: 15_000, retries: 4 } });
const leases = new LeaseStore(store.backend, { prefix: `${NAMESPACE}:lease:`, now: () => Date.now() });

// ---------- the bot processes ----------
const blocks = shardBlocks(SHARDS, PROCESSES);
const worker = fileURLToPath(new URL('./scale-worker.ts', import.meta.url));
const children = new Map<number, ChildProcess>();
// However this process ends, its bot processes end with it.
process.on('exit', () => {
  for (const child of children.values()) child.kill('SIGKILL');
});
process.on('unhandledRejection', (error) => {
  console.error('bench:scale failed:', error);
  process.exit(1);
});
function spawn(index: number): Promise<void> {
  const child = fork(worker, [], {
    execArgv: process.execArgv,
    env: {
      ...process.env,
      SCALE_INSTANCE: `bench-p${index}`,
      SCALE_STORE_URL: STORE_URL,
      SCALE_NAMESPACE: NAMESPACE,
      SCALE_APP_ID: fake.state.applicationId,
      SCALE_API_URL: fake.restUrl,
      SCALE_LEASE_TTL_MS: String(LEASE_TTL_MS),
      SCALE_SHARD_COUNT: String(SHARDS),
      SCALE_SHARD_IDS: blocks[index]!.join(','),
      SCALE_LOG_LEVEL: process.env.SCALE_LOG_LEVEL ?? 'error',
    },
  });
  children.set(index, child);
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bot process ${index} exited (${code}) before it was ready`)));
  });
}
const started = performance.now();
await Promise.all(blocks.map((_, i) => spawn(i)));
console.log(`bench:scale — ${PROCESSES} processes × ${PER_PROCESS} shards on Redis, ${MATCHES} matches, ${CLICKS} clicks each, lease ${LEASE_TTL_MS / 1000} s`);
console.log(`  processes ready in ${ms(performance.now() - started)}`);

// ---------- the players ----------
const t = { clicks: 0, actionClicks: 0, answered: 0, unanswered: 0, waitedForShard: 0, toldApplied: 0, lost: 0, dms: 0, dmAnswered: 0 };
const clickMs: number[] = [];
const boardMs: number[] = [];
const dmMs: number[] = [];
const toldVersion = new Map<string, number>();

/** Dispatches, waiting while the shard's process is down (Discord would not deliver it either). */
async function send(make: () => InteractionHandle): Promise<InteractionHandle> {
  for (;;) {
    try {
      return make();
    } catch (error) {
      if (!String(error).includes('no live gateway session')) throw error;
      t.waitedForShard++;
      await sleep(250);
    }
  }
}

async function startMatch(i: number): Promise<{ id: string; threadId: string; players: [string, string] } | null> {
  const [a, b] = [userIds[2 * i]!, userIds[2 * i + 1]!];
  const channelId = fake.state.guilds.get(guildIds[i % SHARDS]!)!.channelIds[0]!;
  const cmd = await send(() => fake.sendSlashCommand({ user: a, name: 'play', subcommand: 'challenge', options: { opponent: { user: b } }, channelId }));
  const res = await cmd.response(TIMEOUT);
  const accept = await send(() => fake.clickButton({ user: b, message: res.message!, customId: buttonId(res.message!, 'Accept') }));
  await accept.response(TIMEOUT);
  const threadId = await fake.waitFor(() => /<#(\d+)>/.exec(accept.original?.content ?? '')?.[1], TIMEOUT);
  for (let n = 0; n < 2000; n++) {
    const id = await store.getIndex('thread-match', threadId);
    if (id) return { id, threadId, players: [a, b] };
    await sleep(25);
  }
  return null;
}

async function click(matchId: string, threadId: string): Promise<'applied' | 'over' | 'unanswered'> {
  const before = (await store.getMatch(matchId))!;
  const actor = engine.actingPlayers(before.state)[0];
  if (!actor || before.state.result) return 'over';
  const turn = await fake.waitFor(() => turnMessage(fake, threadId), TIMEOUT);
  const open = await send(() => fake.clickButton({ user: actor, message: turn, customId: `op:${matchId}` }));
  t.clicks++;
  const opened = await open.response(20_000).catch(() => null);
  if (!opened?.message) {
    t.unanswered++;
    return 'unanswered';
  }
  t.answered++;
  const prompt = opened.message;
  if (promptVersion(prompt) !== before.state.version) return 'applied'; // moved on meanwhile: click again
  const choice = promptChoices(prompt)[0];
  if (!choice) return 'over';
  const board = fake.message(before.meta.boardMessageId!)!;
  const editsBefore = board.history.length;
  const handle = await send(() =>
    choice.kind === 'button'
      ? fake.clickButton({ user: actor, message: prompt, customId: choice.customId })
      : fake.selectMenu({ user: actor, message: prompt, customId: choice.customId, values: choice.values ?? [choice.value] }),
  );
  t.clicks++;
  t.actionClicks++;
  const response = await handle.response(20_000).catch(() => null);
  if (!response) {
    t.unanswered++;
    return 'unanswered';
  }
  t.answered++;
  clickMs.push(response.ms);
  const after = (await store.getMatch(matchId))!;
  // Told applied: the prompt the player clicked now shows a later version.
  const told = promptVersion(fake.message(prompt.id) ?? prompt) !== before.state.version || after.state.version !== before.state.version;
  if (told) {
    t.toldApplied++;
    if (after.state.version === before.state.version) t.lost++;
    toldVersion.set(matchId, Math.max(toldVersion.get(matchId) ?? 0, after.state.version));
    const edited = await fake.waitFor(() => board.history.slice(editsBefore).find((r) => r.atMs >= handle.dispatchedAt), 20_000).catch(() => null);
    if (edited) boardMs.push(edited.atMs - handle.dispatchedAt);
  }
  return 'applied';
}

async function dmHand(player: string): Promise<void> {
  const dm = fake.dms(player)[0];
  if (!dm) return;
  t.dms++;
  const handle = await send(() => fake.sendSlashCommand({ user: player, name: 'play', subcommand: 'hand', channelId: dm.channelId }));
  const response = await handle.response(20_000).catch(() => null);
  if (!response) return;
  t.dmAnswered++;
  dmMs.push(response.ms);
}

async function pool<T>(items: T[], n: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

// ---------- the kill ----------
const totalClicks = MATCHES * CLICKS;
const KILLED = Math.min(1, PROCESSES - 1);
let killedAt: number | null = null;
let takeoverMs: number | null = null;
let orphaned = 0;
let shuttingDown = false;
async function killOne(): Promise<void> {
  const name = `bench-p${KILLED}`;
  // The leases the process holds when it dies: every one must get a live holder again.
  const held: string[] = [];
  for (const id of await store.liveMatchIds()) {
    const lease = await leases.get(`match:${id}`);
    if (lease?.owner === name && leaseHeld(lease, Date.now())) held.push(id);
  }
  orphaned = held.length;
  children.get(KILLED)!.kill('SIGKILL');
  killedAt = performance.now();
  const killedWall = Date.now();
  console.log(`  killed ${name} (shards ${blocks[KILLED]!.join(',')}) holding ${held.length} timer leases; restarting it in 1 s`);
  setTimeout(() => void spawn(KILLED).catch((e: unknown) => shuttingDown || console.error(String(e))), 1_000);
  // Taken over: each lease held again (by another process or the restarted one) after the kill.
  const pending = new Set(held);
  while (pending.size > 0 && performance.now() - killedAt < 120_000) {
    for (const id of [...pending]) {
      const lease = await leases.get(`match:${id}`);
      const match = await store.getMatch(id);
      if (!match || match.state.result || (lease && leaseHeld(lease, Date.now()) && (lease.owner !== name || lease.expiresAt > killedWall + LEASE_TTL_MS))) pending.delete(id);
    }
    if (pending.size > 0) await sleep(200);
  }
  takeoverMs = pending.size === 0 ? performance.now() - killedAt : null;
}

// ---------- run ----------
const setupStart = performance.now();
const matches: Array<{ id: string; threadId: string; players: [string, string] }> = [];
await pool(Array.from({ length: MATCHES }, (_, i) => i), SETUP_CONCURRENCY, async (i) => {
  const m = await startMatch(i).catch((e: unknown) => (console.error(`match ${i}:`, String(e)), null));
  if (m) matches.push(m);
});
console.log(`  ${matches.length} matches started in ${ms(performance.now() - setupStart)}`);

let killing: Promise<void> | null = null;
const clickStart = performance.now();
await pool(matches, CONCURRENCY, async (m) => {
  for (let c = 0; c < CLICKS; c++) {
    if (c === Math.floor(CLICKS / 2)) await dmHand(m.players[0]);
    const outcome = await click(m.id, m.threadId).catch((e: unknown) => (console.error(`click ${m.id}:`, String(e)), 'unanswered' as const));
    if (outcome === 'over') break;
    if (!killing && t.actionClicks >= totalClicks / 2 && PROCESSES > 1) killing = killOne();
  }
});
await killing;
const clicksElapsed = performance.now() - clickStart;

// No action told applied is missing at the end.
let lostAtEnd = 0;
for (const [id, version] of toldVersion) if (((await store.getMatch(id))?.state.version ?? -1) < version) lostAtEnd++;

console.log(`  clicks (prompt opens and actions): ${t.clicks} in ${ms(clicksElapsed)} (${((t.clicks / clicksElapsed) * 1000).toFixed(0)}/s); answered ${t.answered}, unanswered ${t.unanswered} (sent to the dying process, or not acknowledged within Discord's 3 s); dispatches waiting for a restarted shard: ${t.waitedForShard}`);
console.log(`  click-to-response: p50 ${ms(pct(clickMs, 50))}, p99 ${ms(pct(clickMs, 99))}`);
console.log(`  board edit after click: p50 ${ms(pct(boardMs, 50))}, p99 ${ms(pct(boardMs, 99))} (${boardMs.length} edits)`);
console.log(`  DM /play hand (shard 0): ${t.dmAnswered}/${t.dms} answered, p99 ${ms(pct(dmMs, 99))}`);
console.log(`  actions told applied: ${t.toldApplied}; lost: ${t.lost + lostAtEnd}`);
console.log(`  takeover of the killed process's ${orphaned} timer leases: ${takeoverMs === null ? (killedAt === null ? 'no process killed' : 'NOT within 120 s') : ms(takeoverMs)}`);

shuttingDown = true;
for (const child of children.values()) child.kill('SIGTERM');
await Promise.all([...children.values()].map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))));
await store.clearNamespace();
await store.close();
await fake.close();
process.exit(0);
