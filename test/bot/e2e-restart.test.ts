import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as engine from '../../src/engine/index.js';
import { ManualTime } from '../../src/bot/ports.js';
import type { FakeDiscord } from '../discord/fake-discord.js';
import { advanceBoth, buttonId, newNamespace, realRenderers, startBot, startFake, tempSqliteUrl, type BotRun } from './harness.js';
import { ALICE, BOB, challengeAndAccept, playStep, seededRandom, type Driver } from './driver.js';
import { isPng } from '../../render/png.js';

describe('e2e: restarts, timers and old tokens', () => {
  const db = tempSqliteUrl();
  const namespace = newNamespace();
  const time = new ManualTime(Date.now());
  let fake: FakeDiscord;
  let run: BotRun | undefined;
  const config = { TURN_TIMER_SECONDS: 1000, TURN_WARNING_SECONDS: 30, TURN_TIMEOUTS_BEFORE_FORFEIT: 2, CHALLENGE_TTL_SECONDS: 1200 };

  beforeAll(async () => {
    fake = await startFake();
  });
  afterAll(async () => {
    await run?.stop();
    await fake?.close();
    db.cleanup();
  });

  it('a new bot on the same SQLite file resumes a match mid-game, timers included', async () => {
    run = await startBot(fake, { storeUrl: db.url, namespace, time, renderers: await realRenderers(), config });
    let record = await challengeAndAccept(fake, run.store);
    const board = fake.message(record.meta.boardMessageId!)!;
    expect(isPng(board.attachments[0]!.bytes!)).toBe(true);
    const driver: Driver = { prompts: new Map(), clicks: [] };
    const random = seededRandom(3);
    for (let i = 0; i < 8; i++) record = await playStep(fake, run.store, record.id, driver, random);
    const versionBefore = record.state.version;
    const editsBefore = board.history.length;
    expect(run.bot.matches.liveTimers).toBe(1);

    await run.stop();
    expect(time.scheduled).toBe(0);
    run = await startBot(fake, { storeUrl: db.url, namespace, time, renderers: await realRenderers(), config });
    expect(run.bot.matches.liveTimers).toBe(1);

    const resumed = (await run.store.getMatch(record.id))!;
    expect(resumed.state.version).toBe(versionBefore);
    driver.prompts.clear();
    for (let i = 0; i < 4; i++) record = await playStep(fake, run.store, record.id, driver, random);
    expect(record.state.version).toBeGreaterThan(versionBefore);
    await fake.waitFor(() => board.history.length > editsBefore, 5000, 'the resumed bot to edit the same board');
  });

  it('warns an idle player, acts for them, then forfeits them; never uses an expired token', async () => {
    const store = run!.store;
    let record = (await store.liveMatchIds()).length ? (await store.getMatch((await store.liveMatchIds())[0]!))! : undefined;
    expect(record).toBeDefined();
    const threadId = record!.meta.threadId!;
    const count = (text: string) => fake.messages(threadId).filter((m) => m.content.includes(text)).length;

    advanceBoth(fake, time, (config.TURN_TIMER_SECONDS - config.TURN_WARNING_SECONDS) * 1000 + 1000);
    await fake.waitFor(() => count('seconds left') >= 1, 5000, 'a warning');
    const before = record!.state.version;
    for (let i = 0; i < 12 && !record!.state.result; i++) {
      const timeouts = count('ran out of time');
      advanceBoth(fake, time, config.TURN_TIMER_SECONDS * 1000);
      await fake.waitFor(() => count('ran out of time') > timeouts, 5000, 'a timeout');
      record = (await store.getMatch(record!.id))!;
    }
    expect(record!.state.version).toBeGreaterThan(before);
    expect(record!.state.result).not.toBeNull();
    expect(count('forfeits')).toBe(1);
    expect([ALICE.id, BOB.id]).toContain(record!.state.result!.kind === 'win' ? record!.state.result!.winner : '');
    expect(engine.actingPlayers(record!.state)).toEqual([]);
    // More than 15 minutes have passed since the players' last clicks: their prompts were not edited through dead tokens.
    expect(fake.rejectedRequests()).toEqual([]);
    expect(run!.bot.matches.liveTimers).toBe(0);
  });

  it('expires an unanswered challenge and edits its message through the channel once the token is old', async () => {
    const res = await fake.sendSlashCommand({ user: ALICE.id, name: 'play', subcommand: 'challenge', options: { opponent: { user: BOB.id } } }).response();
    const message = res.message!;
    const challengeId = buttonId(message, 'Accept').split(':')[2]!;
    for (let i = 0; i < 100 && !(await run!.store.getChallenge(challengeId))?.message?.messageId; i++) await new Promise((r) => setTimeout(r, 20));
    expect((await run!.store.getChallenge(challengeId))?.message?.messageId).toBe(message.id);
    advanceBoth(fake, time, config.CHALLENGE_TTL_SECONDS * 1000 + 1000);
    await fake.waitFor(() => fake.message(message.id)!.content.includes('expired'), 5000, 'the challenge to expire');
    expect(fake.message(message.id)!.components).toEqual([]);
    const edit = fake.requests.filter((r) => r.method === 'PATCH' && r.path.includes(`/messages/${message.id}`));
    expect(edit.length).toBe(1);
    expect(fake.rejectedRequests()).toEqual([]);
  });
});
