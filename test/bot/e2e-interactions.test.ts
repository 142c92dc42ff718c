import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as engine from '../../src/engine/index.js';
import { ManualTime } from '../../src/bot/ports.js';
import type { FakeDiscord, RecordedMessage } from '../discord/fake-discord.js';
import { buttonId, newNamespace, promptChoices, startBot, startFake, tempSqliteUrl, type BotRun } from './harness.js';
import { ALICE, BOB, CAROL, challengeAndAccept, turnMessage } from './driver.js';
import type { MatchRecord } from '../../src/store/records.js';

describe('e2e: interactions done right', () => {
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

  async function openPrompt(record: MatchRecord, user: string): Promise<RecordedMessage> {
    const turn = await fake.waitFor(() => turnMessage(fake, record.meta.threadId!), 5000);
    const res = await fake.clickButton({ user, message: turn, customId: `op:${record.id}` }).response();
    return res.message!;
  }

  const actorOf = (record: MatchRecord) => engine.actingPlayers(record.state)[0]!;
  const other = (id: string) => (id === ALICE.id ? BOB.id : ALICE.id);

  it('applies two simultaneous clicks on one match once', async () => {
    // Full control: one click is then exactly one engine action (auto-pass would add the opponent's passes).
    for (const user of [ALICE, BOB]) await run.bot.matches.settings.set(user.id, { passing: 'full' });
    const record = await challengeAndAccept(fake, run.store);
    const actor = actorOf(record);
    const prompt = await openPrompt(record, actor);
    const choice = promptChoices(prompt)[0]!;
    expect(choice.kind).toBe('button');
    const first = fake.clickButton({ user: actor, message: prompt, customId: choice.customId });
    const second = fake.clickButton({ user: actor, message: prompt, customId: choice.customId });
    await Promise.all([first.response(), second.response()]);
    expect(first.rejectedCallbacks).toEqual([]);
    expect(second.rejectedCallbacks).toEqual([]);
    const after = (await run.store.getMatch(record.id))!;
    expect(after.state.version).toBe(record.state.version + 1);
    // One of them saw that the game had moved on.
    const contents = [first, second].map((click) => String(click.callback?.data?.content ?? ''));
    expect(contents.filter((c) => c.includes('earlier moment'))).toHaveLength(1);
    for (const user of [ALICE, BOB]) await run.bot.matches.settings.set(user.id, { passing: 'auto' });
  });

  it('answers a stale button with a note and a fresh prompt', async () => {
    const record = await challengeAndAccept(fake, run.store);
    const actor = actorOf(record);
    const prompt = await openPrompt(record, actor);
    const staleId = promptChoices(prompt)[0]!.customId;
    // A second prompt (as from another device) moves the game on first.
    const other = await openPrompt(record, actor);
    await fake.clickButton({ user: actor, message: other, customId: promptChoices(other)[0]!.customId }).response();
    // The bot only refreshes the newest prompt it handed out, so the first one still shows old choices.
    const staleMessage = fake.message(prompt.id)!;
    expect(promptChoices(staleMessage).map((c) => c.customId)).toContain(staleId);
    const click = fake.clickButton({ user: actor, message: staleMessage, customId: staleId });
    await click.response();
    expect(String(click.callback?.data?.content)).toContain('earlier moment');
    const fresh = (await run.store.getMatch(record.id))!;
    // One click, then the bot may pass for a player who can only pass (auto-pass).
    expect(fresh.state.version).toBeGreaterThan(record.state.version);
    const offered = promptChoices(fake.message(prompt.id)!);
    expect(offered.every((c) => c.customId.split(':')[2] === String(fresh.state.version))).toBe(true);
  });

  it('refuses a stranger and a player out of turn, privately, without changing the game', async () => {
    const record = await challengeAndAccept(fake, run.store);
    const turn = await fake.waitFor(() => turnMessage(fake, record.meta.threadId!), 5000);
    const stranger = fake.clickButton({ user: CAROL.id, message: turn, customId: `op:${record.id}` });
    const res = await stranger.response();
    expect(res.message?.ephemeralTo).toBe(CAROL.id);
    expect(res.message?.content).toContain('Only the two players');
    // The waiting player gets a prompt without choices.
    const waiting = other(actorOf(record));
    const theirs = await fake.clickButton({ user: waiting, message: turn, customId: `op:${record.id}` }).response();
    expect(promptChoices(theirs.message!)).toEqual([]);
    expect((await run.store.getMatch(record.id))!.state.version).toBe(record.state.version);
    // A stranger pressing Accept on someone else's challenge is refused too.
    const cmd = await fake.sendSlashCommand({ user: ALICE.id, name: 'play', subcommand: 'challenge', options: { opponent: { user: BOB.id } } }).response();
    const refused = await fake.clickButton({ user: CAROL.id, message: cmd.message!, customId: buttonId(cmd.message!, 'Accept') }).response();
    expect(refused.message?.ephemeralTo).toBe(CAROL.id);
    expect(fake.message(cmd.message!.id)!.components.length).toBeGreaterThan(0);
  });

  it('tells a player with closed DMs once in the thread, and Show my hand answers privately', async () => {
    const bobDmsBefore = fake.dms(BOB.id).length;
    const aliceDmsBefore = fake.dms(ALICE.id).length;
    fake.closeDmsFor(BOB.id);
    try {
      const record = await challengeAndAccept(fake, run.store);
      const threadId = record.meta.threadId!;
      const notices = () => fake.messages(threadId).filter((m) => m.content.includes('cannot send you direct messages'));
      const notice = await fake.waitFor(() => notices()[0], 5000, 'closed-DM notice');
      expect(notice.content).toContain(`<@${BOB.id}>`);
      // Play a few steps so private zones change again: still one notice.
      for (let i = 0; i < 6; i++) {
        const current = (await run.store.getMatch(record.id))!;
        const actor = actorOf(current);
        const prompt = await openPrompt(current, actor);
        await fake.clickButton({ user: actor, message: prompt, customId: promptChoices(prompt)[0]!.customId }).response();
      }
      await new Promise((r) => setTimeout(r, 200));
      expect(notices()).toHaveLength(1);
      expect(fake.dms(BOB.id)).toHaveLength(bobDmsBefore);
      expect(fake.dms(ALICE.id).length).toBeGreaterThan(aliceDmsBefore);
      const hand = fake.clickButton({ user: BOB.id, message: notice, customId: buttonId(notice, 'Show my hand') });
      await hand.response();
      const shown = await fake.waitFor(() => hand.original?.content.includes('Hand (') && hand.original, 5000);
      expect(shown.ephemeralTo).toBe(BOB.id);
      expect(shown.attachments[0]?.filename).toBe('hand.png');
      const alicePress = await fake.clickButton({ user: CAROL.id, message: notice, customId: buttonId(notice, 'Show my hand') }).response();
      expect(alicePress.message?.content).toContain('Only the two players');
    } finally {
      fake.openDmsFor(BOB.id);
    }
  });

  it('/play concede ends the match for the other player, and a second concede is answered privately', async () => {
    const record = await challengeAndAccept(fake, run.store);
    const res = await fake.sendSlashCommand({ user: ALICE.id, name: 'play', subcommand: 'concede', channelId: record.meta.threadId! }).response();
    expect(res.message?.ephemeralTo).toBe(ALICE.id);
    await fake.waitFor(() => fake.message(res.message!.id)?.content.includes('conceded'), 5000);
    const after = (await run.store.getMatch(record.id))!;
    expect(after.state.result).toMatchObject({ kind: 'win', winner: BOB.id });
    const again = await fake.sendSlashCommand({ user: ALICE.id, name: 'play', subcommand: 'concede', channelId: record.meta.threadId! }).response();
    await fake.waitFor(() => fake.message(again.message!.id)?.content.includes('already over'), 5000);
  });
});
