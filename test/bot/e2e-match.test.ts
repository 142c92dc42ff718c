import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as engine from '../../src/engine/index.js';
import { ManualTime } from '../../src/bot/ports.js';
import type { FakeDiscord } from '../discord/fake-discord.js';
import { newNamespace, startBot, startFake, tempSqliteUrl, type BotRun } from './harness.js';
import { ALICE, BOB, challengeAndAccept, playStep, seededRandom, type Driver } from './driver.js';

describe('e2e: a complete match through the fake Discord', () => {
  const db = tempSqliteUrl();
  let fake: FakeDiscord;
  let run: BotRun;
  const time = new ManualTime(Date.now());

  beforeAll(async () => {
    fake = await startFake();
    run = await startBot(fake, { storeUrl: db.url, namespace: newNamespace(), time });
  });
  afterAll(async () => {
    await run?.stop();
    await fake?.close();
    db.cleanup();
  });

  it('plays from challenge to result with slash commands and clicks', async () => {
    let record = await challengeAndAccept(fake, run.store);
    const threadId = record.meta.threadId!;
    expect(fake.threads().map((t) => t.id)).toContain(threadId);
    const board = fake.message(record.meta.boardMessageId!)!;
    expect(board.attachments[0]?.filename).toBe('board.png');

    const driver: Driver = { prompts: new Map(), clicks: [] };
    const random = seededRandom(7);
    for (let step = 0; step < 2500 && !record.state.result; step++) {
      record = await playStep(fake, run.store, record.id, driver, random);
    }
    expect(record.state.result).not.toBeNull();

    // Every click was answered in time, never refused by Discord.
    for (const click of driver.clicks) expect(click.rejectedCallbacks).toEqual([]);
    expect(fake.rejectedRequests()).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);

    // The board message was edited as the game moved, and ends on the result.
    await fake.waitFor(() => fake.message(record.meta.boardMessageId!)!.content.includes('wins'), 5000, 'final board');
    expect(board.history.length).toBeGreaterThan(10);
    expect(record.meta.finishedAt).not.toBeNull();
    expect(await run.store.liveMatchIds()).not.toContain(record.id);

    // Both players got their private zones by DM (picture and text).
    for (const user of [ALICE, BOB]) {
      const dms = fake.dms(user.id);
      expect(dms.length).toBeGreaterThan(1);
      expect(dms[0]!.attachments[0]?.filename).toBe('hand.png');
      expect(dms[0]!.content).toContain('Hand (');
    }

    // Nothing another player can read holds someone's private zones.
    for (const reader of [ALICE, BOB]) {
      for (const m of fake.readableBy(reader.id)) {
        const own = m.ephemeralTo === reader.id || fake.dms(reader.id).some((d) => d.id === m.id);
        if (!own) expect(m.content).not.toMatch(/Hand \(|Hand: /);
      }
    }

    // /play history and /play spectate answer from the public view.
    const history = await fake.sendSlashCommand({ user: ALICE.id, name: 'play', subcommand: 'history', channelId: threadId }).response();
    expect(history.message?.content).toContain('History');
    const spectate = await fake.sendSlashCommand({ user: BOB.id, name: 'play', subcommand: 'spectate', channelId: threadId }).response();
    expect(spectate.type).toBe(5);
    await fake.waitFor(() => fake.messages(threadId).some((m) => m.ephemeralTo === BOB.id && m.attachments.some((a) => a.filename === 'board.png')), 5000);
    expect(engine.view(record.state, 'public').result).toEqual(record.state.result);
  });
});
