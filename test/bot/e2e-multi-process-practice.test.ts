import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as engine from '../../src/engine/index.js';
import { ManualTime } from '../../src/bot/ports.js';
import { LeaseStore } from '../../src/store/lease.js';
import type { MatchRecord } from '../../src/store/records.js';
import type { FakeDiscord } from '../discord/fake-discord.js';
import { advanceBoth, newNamespace, startBot, startFake, type BotRun } from './harness.js';
import { ALICE, playStep, seededRandom, type Driver } from './driver.js';

/**
 * A practice match on two processes sharing one store: the process that owed the bot's move dies
 * while the bot waits out its pace, and the process that takes the match's lease over makes that
 * move (before the fix the survivor only re-armed the turn timer, which then passed for the bot).
 */
const stores: { name: string; url: string | undefined }[] = [
  { name: 'redis', url: process.env.REDIS_URL },
  { name: 'postgres', url: process.env.POSTGRES_URL },
];

const LEASE_TTL_MS = 15_000;
// The bot's pause between moves runs on the bots' manual clock: it moves only when the test moves the clock.
const PACE_MS = 30_000;
const config = { TURN_TIMER_SECONDS: 300, TURN_WARNING_SECONDS: 60 };

for (const backend of stores) {
  describe.skipIf(!backend.url)(`e2e: the practice bot's move on two processes, ${backend.name} store`, () => {
    const namespace = newNamespace();
    const time = new ManualTime(Date.now());
    let fake: FakeDiscord;
    const runs: BotRun[] = [];

    const start = async (instanceId: string) => {
      const run = await startBot(fake, {
        storeUrl: backend.url!, namespace, time, config,
        cluster: { instanceId, leaseTtlMs: LEASE_TTL_MS },
        practice: { paceMs: PACE_MS, workers: 1 },
      });
      runs.push(run);
      return run;
    };

    beforeAll(async () => {
      fake = await startFake();
      await start('A');
      await start('B');
    });
    afterAll(async () => {
      await runs.at(-1)?.store.clearNamespace();
      for (const run of runs) await run.stop().catch(() => undefined);
      await fake?.close();
    });

    it('is made by the process that takes the match over when the one that owed it dies', async () => {
      const [a, b] = runs as [BotRun, BotRun];
      const bot = fake.state.applicationId;
      const cmd = fake.sendSlashCommand({ user: ALICE.id, name: 'play', subcommand: 'practice', options: { deck: 'fire', level: 'easy', 'bot-deck': 'water' }, sessionId: a.sessionId });
      await cmd.response();
      const threadId = await fake.waitFor(() => /<#(\d+)>/.exec(cmd.original?.content ?? '')?.[1], 10_000, 'the thread');
      let matchId: string | undefined;
      for (let i = 0; i < 200 && !matchId; i++) {
        matchId = await a.store.getIndex('thread-match', threadId);
        if (!matchId) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      let record: MatchRecord = (await a.store.getMatch(matchId!))!;
      // Alice plays on process A until the bot is to act; A then owes the bot's move (it waits out the pace).
      const driver: Driver = { prompts: new Map(), clicks: [] };
      const random = seededRandom(5);
      for (let i = 0; i < 200 && !engine.actingPlayers(record.state).includes(bot); i++) {
        record = await playStep(fake, a.store, record.id, driver, random, a.sessionId);
      }
      expect(engine.actingPlayers(record.state)).toContain(bot);
      expect(record.state.result).toBeNull();
      const waiting = record.state.version;

      const leases = new LeaseStore(a.store.backend, { prefix: `${namespace}:lease:`, now: () => time.now() });
      await fake.waitFor(async () => (await leases.get(`match:${record.id}`))?.owner === 'A', 5000, 'process A to hold the match');
      await a.stop({ graceful: false });
      runs.splice(runs.indexOf(a), 1);
      const killedAt = time.now();

      // B takes the match over once A's lease expires...
      while (b.bot.matches.liveTimers === 0 && time.now() - killedAt < 30_000) {
        advanceBoth(fake, time, LEASE_TTL_MS / 3);
        await b.bot.ownership!.idle();
      }
      expect(b.bot.matches.liveTimers).toBe(1);
      expect((await b.store.getMatch(record.id))!.state.version).toBe(waiting);
      // ...and the bot moves there once its pace has passed, well before its turn timer would act for it.
      // (B thinks on a worker thread first, then pauses: the clock moves a pace on at a time, five times at
      // most, which keeps it short of the turn timer's warning.)
      let after = record;
      for (let paces = 0; paces < 5 && after.state.version === waiting; paces++) {
        advanceBoth(fake, time, PACE_MS + 1);
        for (let i = 0; i < 400 && after.state.version === waiting; i++) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          after = (await b.store.getMatch(record.id))!;
        }
      }
      expect(after.state.version).toBeGreaterThan(waiting);
      expect(after.meta.timeouts[bot] ?? 0).toBe(0);
      expect(fake.messages(threadId).filter((m) => m.content.includes('ran out of time'))).toEqual([]);
      expect(fake.rejectedRequests()).toEqual([]);
    });
  });
}
