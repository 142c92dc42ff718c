import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualTime } from '../../src/bot/ports.js';
import type { FakeDiscord } from '../discord/fake-discord.js';
import { shardOf } from '../discord/gateway.js';
import { newNamespace, startBot, startFake, type BotRun } from './harness.js';
import { ALICE, BOB, challengeAndAccept, playStep, seededRandom, type Driver } from './driver.js';

/**
 * Discord's gateway sharding: two bot processes on one shared store, one running shard 0 and one
 * shard 1 of 2. Each gets only its shard's guilds and their interactions; DMs arrive on shard 0,
 * so a player's DM commands about a match in a shard-1 guild are served by the shard-0 process.
 */
const stores: { name: string; url: string | undefined }[] = [
  { name: 'redis', url: process.env.REDIS_URL },
  { name: 'postgres', url: process.env.POSTGRES_URL },
];

// Guild ids whose shard (id >> 22) % 2 is 0 and 1.
const GUILD_0 = String(1000n << 22n);
const GUILD_1 = String(1001n << 22n);

for (const backend of stores) {
  describe.skipIf(!backend.url)(`e2e: two shards in two processes on one ${backend.name} store`, () => {
    const namespace = newNamespace();
    const time = new ManualTime(Date.now());
    let fake: FakeDiscord;
    let p0: BotRun;
    let p1: BotRun;

    beforeAll(async () => {
      fake = await startFake({
        shards: 2,
        maxConcurrency: 2,
        guilds: [
          { id: GUILD_0, name: 'zero', channels: [{ name: 'general' }] },
          { id: GUILD_1, name: 'one', channels: [{ name: 'league' }] },
        ],
      });
      const common = { storeUrl: backend.url!, namespace, time };
      p0 = await startBot(fake, { ...common, shards: { count: 2, ids: [0] }, cluster: { instanceId: 'S0', leaseTtlMs: 15_000 } });
      p1 = await startBot(fake, { ...common, shards: { count: 2, ids: [1] }, cluster: { instanceId: 'S1', leaseTtlMs: 15_000 } });
    });
    afterAll(async () => {
      await p1?.store.clearNamespace();
      await p0?.stop();
      await p1?.stop();
      await fake?.close();
    });

    it('each process identifies with its shard and gets only its shard’s guilds', () => {
      expect(shardOf(GUILD_0, 2)).toBe(0);
      expect(shardOf(GUILD_1, 2)).toBe(1);
      expect(fake.identifies.map((i) => i.shard)).toEqual([
        [0, 2],
        [1, 2],
      ]);
      expect([...p0.bot.client.guilds.cache.keys()]).toEqual([GUILD_0]);
      expect([...p1.bot.client.guilds.cache.keys()]).toEqual([GUILD_1]);
    });

    it('a match in a shard-1 guild is played through shard 1, and its players’ DM commands are served on shard 0', async () => {
      const channel = fake.state.guilds.get(GUILD_1)!.channelIds[0]!;
      let record = await challengeAndAccept(fake, p1.store, channel);
      expect(record.meta.guildId).toBe(GUILD_1);
      const driver: Driver = { prompts: new Map(), clicks: [] };
      const random = seededRandom(4);
      for (let i = 0; i < 4; i++) record = await playStep(fake, p1.store, record.id, driver, random);
      expect(new Set(driver.clicks.map((c) => c.record.sessionId))).toEqual(new Set([p1.sessionId]));

      // Alice's hand came by DM; in that DM channel she asks for it again and for the board: shard 0 answers.
      const dmChannel = fake.dms(ALICE.id)[0]!.channelId;
      const hand = fake.sendSlashCommand({ user: ALICE.id, name: 'play', subcommand: 'hand', channelId: dmChannel });
      const handResponse = await hand.response();
      expect(hand.record.sessionId).toBe(p0.sessionId);
      await fake.waitFor(() => hand.original?.attachments.length, 5000, 'the hand picture');
      expect(handResponse.type).toBeGreaterThan(0);

      // Bob concedes from his DMs: the shard-0 process applies it and edits the board in the shard-1 guild's thread.
      const board = fake.message(record.meta.boardMessageId!)!;
      const edits = board.history.length;
      const bobDm = fake.dms(BOB.id)[0]!.channelId;
      const concede = fake.sendSlashCommand({ user: BOB.id, name: 'play', subcommand: 'concede', channelId: bobDm });
      await concede.response();
      expect(concede.record.sessionId).toBe(p0.sessionId);
      await fake.waitFor(() => board.history.length > edits || undefined, 5000, 'the board edit from shard 0');
      record = (await p1.store.getMatch(record.id))!;
      expect(record.state.result).not.toBeNull();
      expect(fake.rejectedRequests()).toEqual([]);
    });
  });
}
