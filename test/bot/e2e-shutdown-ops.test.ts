import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { ManualTime, type Renderers } from '../../src/bot/ports.js';
import { ArchivistMetrics, startOpsServer, type OpsServer } from '../../src/bot/ops.js';
import { shardBlocks, shardOfGuild } from '../../src/bot/shards.js';
import type { FakeDiscord } from '../discord/fake-discord.js';
import { TINY_PNG, newNamespace, startBot, startFake, tempSqliteUrl, type BotRun } from './harness.js';
import { challengeAndAccept, playStep, seededRandom, type Driver } from './driver.js';

describe('shards', () => {
  it('splits shards into contiguous blocks and finds a guild’s shard as Discord does', () => {
    expect(shardBlocks(8, 4)).toEqual([[0, 1], [2, 3], [4, 5], [6, 7]]);
    expect(shardBlocks(5, 2)).toEqual([[0, 1], [2, 3, 4]]);
    expect(shardBlocks(2, 4)).toEqual([[0], [1]]);
    expect(shardOfGuild(null, 8)).toBe(0);
    expect(shardOfGuild(String((123n << 22n) | 5n), 8)).toBe(123 % 8);
  });
});

describe('e2e: graceful stop and the health and metrics endpoint', () => {
  const db = tempSqliteUrl();
  const time = new ManualTime(Date.now());
  let fake: FakeDiscord;
  let run: BotRun;
  let ops: OpsServer;
  const metrics = new ArchivistMetrics();
  // Board pictures wait while `gate` is set, holding a click in flight after it was answered.
  let gate: { promise: Promise<void>; open(): void } | null = null;
  const renderers: Renderers = {
    renderBoard: () => (gate ? gate.promise.then(() => TINY_PNG) : TINY_PNG),
    renderHand: () => TINY_PNG,
  };
  let stopping = false;

  beforeAll(async () => {
    fake = await startFake();
    run = await startBot(fake, { storeUrl: db.url, namespace: newNamespace(), time, renderers, metrics: metrics.bot, onInteraction: metrics.onInteraction });
    metrics.watch({ bot: run.bot, store: run.store });
    ops = await startOpsServer({ port: 0, host: '127.0.0.1', metrics, logger: pino({ level: 'silent' }), ready: () => !stopping && run.bot.client.isReady() && run.store.healthy });
  });
  afterAll(async () => {
    await ops?.close();
    metrics.close();
    await run?.stop().catch(() => undefined);
    await fake?.close();
    db.cleanup();
  });

  const get = async (path: string) => {
    const res = await fetch(`http://127.0.0.1:${ops.port}${path}`);
    return { status: res.status, text: await res.text() };
  };

  it('serves health, readiness and metrics of the interactions answered', async () => {
    const record = await challengeAndAccept(fake, run.store);
    const driver: Driver = { prompts: new Map(), clicks: [] };
    await playStep(fake, run.store, record.id, driver, seededRandom(5));
    expect(await get('/healthz')).toEqual({ status: 200, text: 'ok\n' });
    expect((await get('/readyz')).status).toBe(200);
    expect((await get('/nothing')).status).toBe(404);
    const text = (await get('/metrics')).text;
    expect(text).toMatch(/^archivist_interactions_total\{kind="command",outcome="ok"\} 1$/m);
    expect(text).toMatch(/^archivist_interactions_total\{kind="button",outcome="ok"\} [1-9]/m);
    expect(text).toMatch(/^archivist_interaction_duration_seconds_count\{kind="button"\} [1-9]/m);
    expect(text).toMatch(/^archivist_board_render_seconds_count [1-9]/m);
    expect(text).toMatch(/^archivist_matches_live 1$/m);
    expect(text).toMatch(/^archivist_timers_armed 1$/m);
    expect(text).toMatch(/^archivist_store_healthy 1$/m);
    expect(text).toMatch(/^archivist_interactions_in_flight \d+$/m);
    expect(text).toContain("# TYPE archivist_store_errors_total counter");
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m); // Node's default metrics (prom-client)
    stopping = true;
    expect((await get('/readyz')).status).toBe(503);
    stopping = false;
  });

  it('a graceful stop leaves the gateway first, then waits for the click in flight to finish its board edit', async () => {
    const id = (await run.store.liveMatchIds())[0]!;
    const record = (await run.store.getMatch(id))!;
    const board = fake.message(record.meta.boardMessageId!)!;
    const editsBefore = board.history.length;
    let open!: () => void;
    gate = { promise: new Promise<void>((resolve) => (open = resolve)), open: () => open() };
    const driver: Driver = { prompts: new Map(), clicks: [] };
    // The click is answered; its board edit waits for the picture.
    await playStep(fake, run.store, id, driver, seededRandom(9));
    await fake.waitFor(() => run.bot.inFlight === 1 || undefined, 2000, 'the click to wait on its picture').catch(() => undefined);
    expect(run.bot.inFlight).toBe(1);
    let stopped = false;
    const stop = run.bot.stop({ drainMs: 10_000 }).then(() => (stopped = true));
    const session = run.sessionId;
    await fake.waitFor(() => fake.gatewaySessions().find((s) => s.sessionId === session)?.ended, 5000, 'the bot to leave the gateway');
    expect(stopped).toBe(false);
    expect(board.history.length).toBe(editsBefore);
    gate.open();
    await stop;
    expect(board.history.length).toBeGreaterThan(editsBefore);
    expect(run.bot.inFlight).toBe(0);
    expect(run.bot.matches.liveTimers).toBe(0);
    expect(fake.rejectedRequests()).toEqual([]);
  });
});
