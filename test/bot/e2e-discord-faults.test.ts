// Discord's own faults injected by the fake: 429 with retry_after (route and global), 5xx before and
// after the request was carried out, and a dropped gateway that the client RESUMEs. The match goes on,
// boards and DMs arrive once, and no player sees an error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualTime } from '../../src/bot/ports.js';
import { GENERIC_FAILURE } from '../../src/bot/router.js';
import type { FakeDiscord } from '../discord/fake-discord.js';
import { newNamespace, startBot, startFake, tempSqliteUrl, type BotRun } from './harness.js';
import { ALICE, BOB, challengeAndAccept, playStep, seededRandom, type Driver } from './driver.js';

describe('e2e: Discord faults', () => {
  const db = tempSqliteUrl();
  const time = new ManualTime(Date.now());
  let fake: FakeDiscord;
  let run: BotRun;

  beforeAll(async () => {
    fake = await startFake();
    run = await startBot(fake, { storeUrl: db.url, namespace: newNamespace(), time });
  });
  afterAll(async () => {
    await run?.stop();
    await fake?.close();
    db.cleanup();
  });

  const noErrorsShown = () => expect(fake.allMessages().filter((m) => m.content.includes(GENERIC_FAILURE))).toEqual([]);

  it('a board posted through a 502 that was carried out appears once; 503s on DMs are retried and arrive once', async () => {
    fake.injectFault({ kind: 'serverError', method: 'POST', path: /^\/channels\/\d+\/messages$/, status: 502, afterApplying: true, times: 2 });
    fake.injectFault({ kind: 'serverError', method: 'POST', path: /^\/users\/@me\/channels$/, status: 503, times: 1 });
    const record = await challengeAndAccept(fake, run.store);
    const threadId = record.meta.threadId!;
    await fake.waitFor(() => fake.dms(ALICE.id).length > 0 && fake.dms(BOB.id).length > 0, 5000, 'both hands by DM');
    expect(fake.injectedFaults.filter((f) => f.kind === 'serverError')).toHaveLength(3);
    const boards = fake.messages(threadId).filter((m) => m.attachments.length > 0);
    expect(boards).toHaveLength(1);
    // No message of the thread or the DMs was posted twice.
    for (const channel of [threadId]) {
      const texts = fake.messages(channel).map((m) => `${m.content}|${JSON.stringify(m.components)}`);
      expect(new Set(texts).size).toBe(texts.length);
    }
    expect(fake.dms(ALICE.id)).toHaveLength(1);
    expect(fake.dms(BOB.id)).toHaveLength(1);
    noErrorsShown();
  });

  it('429s on board edits and DMs (per route and global) are waited out and the edits land', async () => {
    const id = (await run.store.liveMatchIds())[0]!;
    let record = (await run.store.getMatch(id))!;
    const board = fake.message(record.meta.boardMessageId!)!;
    const edits = board.history.length;
    fake.injectFault({ kind: 'rateLimit', method: 'PATCH', path: new RegExp(`^/channels/\\d+/messages/${board.id}$`), retryAfterMs: 30, times: 2 });
    fake.injectFault({ kind: 'rateLimit', method: 'POST', path: /^\/channels\/\d+\/messages$/, retryAfterMs: 30, global: true, times: 1 });
    const driver: Driver = { prompts: new Map(), clicks: [] };
    const random = seededRandom(5);
    for (let i = 0; i < 6; i++) record = await playStep(fake, run.store, record.id, driver, random);
    await fake.waitFor(() => fake.pendingFaults === 0 || undefined, 5000, 'every planned 429 to be hit');
    await fake.waitFor(() => board.history.length > edits || undefined, 5000, 'the board edit after the 429s');
    expect(fake.injectedFaults.filter((f) => f.kind === 'rateLimit')).toHaveLength(3);
    noErrorsShown();
  });

  it('a dropped gateway is resumed and the next clicks are served', async () => {
    const id = (await run.store.liveMatchIds())[0]!;
    let record = (await run.store.getMatch(id))!;
    const before = record.state.version;
    fake.dropGateway();
    await fake.waitFor(() => fake.gatewaySessions().some((s) => s.resumes > 0) || undefined, 10_000, 'the client to RESUME');
    const driver: Driver = { prompts: new Map(), clicks: [] };
    const random = seededRandom(9);
    for (let i = 0; i < 3; i++) record = await playStep(fake, run.store, record.id, driver, random);
    expect(record.state.version).toBeGreaterThan(before);
    expect(fake.identifies).toHaveLength(1);
    noErrorsShown();
  });
});
