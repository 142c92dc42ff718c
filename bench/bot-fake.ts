// The fake Discord, the bot and a small click driver for bench/bot.ts.
import * as engine from '../src/engine/index.js';
import { ManualTime } from '../src/bot/ports.js';
import type { BotMetrics } from '../src/bot/match-service.js';
import { RenderPool, type RenderReport } from '../src/bot/render-pool.js';
import type { MatchRecord } from '../src/store/records.js';
import { startFakeDiscord, type FakeUser } from '../test/discord/fake-discord.js';
import { buttonId, newNamespace, promptChoices, startBot, tempSqliteUrl, tinyRenderers } from '../test/bot/harness.js';
import { turnMessage } from '../test/bot/driver.js';

export interface BenchBotOptions {
  /** A 1×1 PNG instead of real pictures (what the bot costs without drawing). */
  tiny: boolean;
  /** Render worker threads (0: in-process, on the event loop). */
  workers: number;
  /** Nice value of the render worker threads (Linux). */
  niceness?: number;
  metrics: BotMetrics;
  onRendered(report: RenderReport): void;
}

export async function startFakeDiscordForBench(matches: number, options: BenchBotOptions) {
  const fake = await startFakeDiscord({
    users: Array.from({ length: 2 * matches }, (_, i) => ({ username: `player${i}` })),
    retainAttachmentBytes: false,
    responseTimeoutMs: 120_000,
  });
  const db = tempSqliteUrl();
  const time = new ManualTime(Date.now());
  const pool = options.tiny ? null : await RenderPool.start({
        size: options.workers,
        onRendered: options.onRendered,
        ...(options.niceness === undefined ? {} : { niceness: options.niceness }),
      });
  const run = await startBot(fake, {
    storeUrl: db.url,
    namespace: newNamespace(),
    time,
    renderers: pool ?? tinyRenderers,
    metrics: options.metrics,
  });
  const waitFor = <T>(p: () => T | undefined | null | false, ms = 120_000) => fake.waitFor(p, ms);

  async function challengeAndAccept(a: FakeUser, b: FakeUser): Promise<MatchRecord> {
    const res = await fake.sendSlashCommand({ user: a.id, name: 'play', subcommand: 'challenge', options: { opponent: { user: b.id } } }).response(120_000);
    const accept = fake.clickButton({ user: b.id, message: res.message!, customId: buttonId(res.message!, 'Accept') });
    await accept.response(120_000);
    const threadId = await waitFor(() => /<#(\d+)>/.exec(accept.original?.content ?? '')?.[1]);
    let id: string | undefined;
    while (!(id = await run.store.getIndex('thread-match', threadId))) await new Promise((r) => setTimeout(r, 20));
    return (await run.store.getMatch(id))!;
  }

  /** One click by the acting player on a fresh prompt; timings come from the fake's records. */
  async function step(matchId: string): Promise<{ responseMs: number; dispatchedAt: number; version: number } | null> {
    const record = (await run.store.getMatch(matchId))!;
    const actor = engine.actingPlayers(record.state)[0];
    if (!actor || record.state.result) return null;
    const turn = await waitFor(() => turnMessage(fake, record.meta.threadId!));
    const prompt = (await fake.clickButton({ user: actor, message: turn, customId: `op:${matchId}` }).response(120_000)).message!;
    const choice = promptChoices(prompt)[0];
    if (!choice) return null;
    const click =
      choice.kind === 'button'
        ? fake.clickButton({ user: actor, message: prompt, customId: choice.customId })
        : fake.selectMenu({ user: actor, message: prompt, customId: choice.customId, values: choice.values ?? [choice.value] });
    const response = await click.response(120_000);
    // The version the board will show: after the click and any passes the bot made for the players.
    const after = (await run.store.getMatch(matchId))!;
    return { responseMs: response.ms, dispatchedAt: click.dispatchedAt, version: after.state.version };
  }

  return {
    fake,
    run,
    users: fake.users,
    renderMode: pool ? `${pool.mode}${pool.mode === 'workers' ? ` ×${pool.workers}` : ''}` : 'tiny',
    driver: { challengeAndAccept, step, waitFor },
    async stop() {
      await run.stop();
      await pool?.close();
      await fake.close();
      db.cleanup();
    },
  };
}
