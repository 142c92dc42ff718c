import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as engine from '../../src/engine/index.js';
import { ManualTime } from '../../src/bot/ports.js';
import type { ArchivistStore } from '../../src/store/match-store.js';
import type { MatchRecord } from '../../src/store/records.js';
import type { FakeDiscord } from '../discord/fake-discord.js';
import { newNamespace, startBot, startFake, tempSqliteUrl, type BotRun } from './harness.js';
import { ALICE, playStep, seededRandom, type Driver } from './driver.js';
import { SCRIPTS } from '../../src/cards/scripts/index.js';

/** Waits until the practice bot has moved (the state's version changed), reading the store. */
async function botMoved(store: ArchivistStore, matchId: string, version: number): Promise<MatchRecord> {
  for (let i = 0; i < 2000; i++) {
    const record = (await store.getMatch(matchId))!;
    if (record.state.version !== version || record.state.result) return record;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`the practice bot did not move from version ${version}`);
}

describe('e2e: a practice match against the bot through the fake Discord', () => {
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

  it('refuses an unknown deck and starts nothing', async () => {
    const res = await fake.sendSlashCommand({ user: ALICE.id, name: 'play', subcommand: 'practice', options: { deck: 'no such deck' } }).response();
    expect(res.message?.ephemeralTo).toBe(ALICE.id);
    expect(res.message?.content).toContain('could not start');
    expect(res.message?.content).toContain('no deck named');
    expect(await run.store.liveMatchIds()).toEqual([]);
  });

  it('plays a whole match, the bot moving by itself, to a result', async () => {
    const bot = fake.state.applicationId;
    const cmd = fake.sendSlashCommand({ user: ALICE.id, name: 'play', subcommand: 'practice', options: { deck: 'fire', level: 'easy', 'bot-deck': 'water' } });
    await cmd.response();
    const threadId = await fake.waitFor(() => /<#(\d+)>/.exec(cmd.original?.content ?? '')?.[1], 10_000, 'the thread');
    expect(cmd.original?.content).toContain('water');
    let matchId: string | undefined;
    for (let i = 0; i < 200 && !matchId; i++) {
      matchId = await run.store.getIndex('thread-match', threadId);
      if (!matchId) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    let record = (await run.store.getMatch(matchId!))!;
    expect(record.meta.practice).toEqual({ bot, level: 'easy' });
    expect(record.meta.players.map((p) => p.id)).toEqual([ALICE.id, bot]);

    const driver: Driver = { prompts: new Map(), clicks: [] };
    const random = seededRandom(11);
    let botMoves = 0;
    for (let step = 0; step < 4000 && !record.state.result; step++) {
      const actor = engine.actingPlayers(record.state)[0];
      if (actor === bot) {
        record = await botMoved(run.store, record.id, record.state.version);
        botMoves++;
      } else {
        record = await playStep(fake, run.store, record.id, driver, random);
      }
    }
    expect(record.state.result).not.toBeNull();
    expect(botMoves).toBeGreaterThan(5);
    for (const click of driver.clicks) expect(click.rejectedCallbacks).toEqual([]);
    expect(fake.rejectedRequests()).toEqual([]);
    await fake.waitFor(() => fake.message(record.meta.boardMessageId!)!.content.includes('wins') || fake.message(record.meta.boardMessageId!)!.content.includes('draw'), 5000, 'final board');

    // The player gets private views by DM; the bot's seat gets none.
    expect(fake.dms(ALICE.id).length).toBeGreaterThan(1);
    expect(fake.dms(bot)).toEqual([]);
    // Nothing public shows the bot's hand.
    for (const m of fake.readableBy(ALICE.id)) {
      const own = m.ephemeralTo === ALICE.id || fake.dms(ALICE.id).some((d) => d.id === m.id);
      if (!own) expect(m.content).not.toMatch(/Hand \(|Hand: /);
    }
    // The history shows the bot's moves.
    const history = await fake.sendSlashCommand({ user: ALICE.id, name: 'play', subcommand: 'history', channelId: threadId }).response();
    expect(history.message?.content).toContain('History');
    expect(history.message?.content).toContain('Archivist (easy)');
    expect(await run.store.liveMatchIds()).not.toContain(record.id);
  });

  it("without a bot deck, the bot plays a deck drawn from the scripted pool; an unknown bot deck starts nothing", async () => {
    const refused = await fake.sendSlashCommand({ user: ALICE.id, name: 'play', subcommand: 'practice', options: { 'bot-deck': 'no such deck' } }).response();
    expect(refused.message?.ephemeralTo).toBe(ALICE.id);
    expect(refused.message?.content).toContain('bot deck');
    const live = await run.store.liveMatchIds();

    const cmd = fake.sendSlashCommand({ user: ALICE.id, name: 'play', subcommand: 'practice', options: { deck: 'fire' } });
    await cmd.response();
    const threadId = await fake.waitFor(() => /<#(\d+)>/.exec(cmd.original?.content ?? '')?.[1], 10_000, 'the thread');
    expect(cmd.original?.content).toContain('scripted pool');
    const matchId = (await fake.waitFor(() => run.store.getIndex('thread-match', threadId), 10_000)) as string;
    expect(live).not.toContain(matchId);
    const record = (await run.store.getMatch(matchId))!;
    expect(record.meta.players[1]!.deck).toMatch(/^scripted pool: /);
    const botSeat = record.state.players.find((p) => p.id === fake.state.applicationId)!;
    const slugs = new Set(Object.values(record.state.cards).filter((c) => c.owner === botSeat.id).map((c) => c.def));
    expect(slugs.size).toBeGreaterThan(5);
    for (const slug of slugs) {
      expect(SCRIPTS.has(slug), slug).toBe(true);
      expect(record.state.defs[slug], slug).toBeDefined();
    }
    await fake.sendSlashCommand({ user: ALICE.id, name: 'play', subcommand: 'concede', channelId: threadId }).response();
  });

  it('after a restart, the bot makes the move it had not made yet', async () => {
    const bot = fake.state.applicationId;
    const namespace = newNamespace();
    // A pace that never elapses on the manual clock: the first bot is stopped while it waits to move.
    let first: BotRun | undefined = await startBot(fake, { storeUrl: db.url, namespace, time, practice: { paceMs: 3_600_000 } });
    await run.stop();
    const cmd = fake.sendSlashCommand({ user: ALICE.id, name: 'play', subcommand: 'practice', options: { level: 'normal' } });
    await cmd.response();
    const threadId = await fake.waitFor(() => /<#(\d+)>/.exec(cmd.original?.content ?? '')?.[1], 10_000, 'the thread');
    const matchId = (await fake.waitFor(() => first!.store.getIndex('thread-match', threadId), 10_000)) as string;
    let record = (await first.store.getMatch(matchId))!;
    const driver: Driver = { prompts: new Map(), clicks: [] };
    const random = seededRandom(5);
    for (let step = 0; step < 200 && engine.actingPlayers(record.state)[0] !== bot; step++) {
      record = await playStep(fake, first.store, record.id, driver, random);
    }
    expect(engine.actingPlayers(record.state)[0]).toBe(bot);
    expect((await first.store.getMatch(matchId))!.state.version).toBe(record.state.version);
    await first.stop();
    first = undefined;
    expect(time.scheduled).toBe(0);

    run = await startBot(fake, { storeUrl: db.url, namespace, time });
    const moved = await botMoved(run.store, matchId, record.state.version);
    expect(moved.state.version).toBeGreaterThan(record.state.version);
  });
});
