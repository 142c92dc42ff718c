import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualTime } from '../../src/bot/ports.js';
import { LeaseStore, leaseHeld } from '../../src/store/lease.js';
import type { MatchRecord } from '../../src/store/records.js';
import type { FakeDiscord } from '../discord/fake-discord.js';
import { advanceBoth, newNamespace, startBot, startFake, type BotRun } from './harness.js';
import { challengeAndAccept, playStep, seededRandom, type Driver } from './driver.js';

/**
 * Two bot instances ("processes") on one shared Redis or PostgreSQL store behind one fake Discord:
 * clicks of one match land on both alternately; the instance running the match's turn timer is
 * killed and the other takes the timer over once the lease expires; a graceful stop hands it over at once.
 */
const stores: { name: string; url: string | undefined }[] = [
  { name: 'redis', url: process.env.REDIS_URL },
  { name: 'postgres', url: process.env.POSTGRES_URL },
];

const LEASE_TTL_MS = 15_000;
const config = { TURN_TIMER_SECONDS: 300, TURN_WARNING_SECONDS: 60 };

for (const backend of stores) {
  describe.skipIf(!backend.url)(`e2e: two processes on one ${backend.name} store`, () => {
    const namespace = newNamespace();
    const time = new ManualTime(Date.now());
    let fake: FakeDiscord;
    const runs: BotRun[] = [];
    let a: BotRun;
    let b: BotRun;

    const start = async (instanceId: string) => {
      const run = await startBot(fake, { storeUrl: backend.url!, namespace, time, config, cluster: { instanceId, leaseTtlMs: LEASE_TTL_MS } });
      runs.push(run);
      return run;
    };
    const timers = () => runs.map((r) => r.bot.matches.liveTimers);

    beforeAll(async () => {
      fake = await startFake();
      a = await start('A');
      b = await start('B');
    });
    afterAll(async () => {
      await runs.at(-1)?.store.clearNamespace();
      for (const run of runs) await run.stop().catch(() => undefined);
      await fake?.close();
    });

    let record: MatchRecord;

    it('plays a match whose clicks land on the two processes alternately; one process runs its timer', async () => {
      expect(a.sessionId).not.toBe(b.sessionId);
      record = await challengeAndAccept(fake, a.store, fake.defaultChannelId, { command: a.sessionId, accept: b.sessionId });
      const driver: Driver = { prompts: new Map(), clicks: [] };
      const random = seededRandom(11);
      for (let i = 0; i < 12 && !record.state.result; i++) {
        const before = record.state.version;
        record = await playStep(fake, i % 2 === 0 ? a.store : b.store, record.id, driver, random, i % 2 === 0 ? a.sessionId : b.sessionId);
        expect(record.state.version).toBeGreaterThanOrEqual(before);
      }
      expect(record.state.version).toBeGreaterThan(0);
      // Both processes answered clicks of this match, and every click was answered.
      const served = new Set(driver.clicks.map((c) => c.record.sessionId));
      expect(served).toEqual(new Set([a.sessionId, b.sessionId]));
      for (const click of driver.clicks) expect(click.callback).not.toBeNull();
      expect(fake.rejectedRequests()).toEqual([]);
      // Exactly one process runs the match's turn timer: the one holding its lease.
      await fake.waitFor(() => timers().reduce((x, y) => x + y, 0) === 1, 5000, 'one armed timer');
      const leases = new LeaseStore(a.store.backend, { prefix: `${namespace}:lease:`, now: () => time.now() });
      const lease = await leases.get(`match:${record.id}`);
      expect(leaseHeld(lease, time.now())).toBe(true);
      const owner = lease!.owner === 'A' ? a : b;
      expect(owner.bot.matches.liveTimers).toBe(1);
    });

    it('a killed process’s timer is taken over by the other within the lease time, and fires there', async () => {
      const leases = new LeaseStore(a.store.backend, { prefix: `${namespace}:lease:`, now: () => time.now() });
      const ownerId = (await leases.get(`match:${record.id}`))!.owner;
      const [dead, survivor] = ownerId === 'A' ? [a, b] : [b, a];
      await dead.stop({ graceful: false });
      runs.splice(runs.indexOf(dead), 1);
      const killedAt = time.now();
      // Each third of the lease time the survivor checks the leases; until the dead one's expires, nothing moves.
      const check = async () => {
        advanceBoth(fake, time, LEASE_TTL_MS / 3);
        await survivor.bot.ownership!.idle();
      };
      await check();
      expect(survivor.bot.matches.liveTimers).toBe(0);
      while (survivor.bot.matches.liveTimers === 0 && time.now() - killedAt < 30_000) await check();
      // Taken over within the lease time plus one check (20 s of the bots' clock; under the 30 s asked for).
      expect(survivor.bot.matches.liveTimers).toBe(1);
      expect(time.now() - killedAt).toBeLessThanOrEqual(LEASE_TTL_MS + LEASE_TTL_MS / 3);
      expect((await leases.get(`match:${record.id}`))!.owner).toBe(survivor === a ? 'A' : 'B');
      // The timer fires in the survivor: the warning, then the bot acts for the idle player.
      const threadId = record.meta.threadId!;
      const count = (text: string) => fake.messages(threadId).filter((m) => m.content.includes(text)).length;
      const current = (await survivor.store.getMatch(record.id))!;
      advanceBoth(fake, time, Math.max(0, current.meta.timer!.warnAt - time.now()) + 1);
      await fake.waitFor(() => count('seconds left') >= 1, 5000, 'the warning from the survivor');
      advanceBoth(fake, time, Math.max(0, current.meta.timer!.deadline - time.now()) + 1);
      await fake.waitFor(() => count('ran out of time') >= 1, 5000, 'the timeout from the survivor');
      const after = (await survivor.store.getMatch(record.id))!;
      expect(after.state.version).toBeGreaterThan(current.state.version);
      expect(fake.rejectedRequests()).toEqual([]);
    });

    it('a graceful stop releases the leases at once, and a new process takes them over on its next check', async () => {
      const holder = runs[0]!;
      // The renewal the last move of the clock started (the whole 60 s in one step) has landed.
      await holder.bot.ownership!.idle();
      const fresh = await start('C');
      const leases = new LeaseStore(fresh.store.backend, { prefix: `${namespace}:lease:`, now: () => time.now() });
      expect(fresh.bot.matches.liveTimers).toBe(0);
      await holder.stop();
      runs.splice(runs.indexOf(holder), 1);
      const released = await leases.get(`match:${record.id}`);
      expect(leaseHeld(released, time.now())).toBe(false);
      advanceBoth(fake, time, LEASE_TTL_MS / 3);
      await fresh.bot.ownership!.idle();
      expect(fresh.bot.matches.liveTimers).toBe(1);
      expect((await leases.get(`match:${record.id}`))!.owner).toBe('C');
    });
  });
}
