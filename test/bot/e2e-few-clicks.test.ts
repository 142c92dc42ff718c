import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as engine from '../../src/engine/index.js';
import { onlyPassing, passingAction } from '../../src/bot/autopilot.js';
import { ManualTime } from '../../src/bot/ports.js';
import type { MatchRecord } from '../../src/store/records.js';
import { buttonsOf, selectsOf, type FakeDiscord, type RecordedMessage } from '../discord/fake-discord.js';
import { buttonId, newNamespace, startBot, startFake, tempSqliteUrl, type BotRun } from './harness.js';
import { ALICE, BOB, challengeAndAccept, seededRandom, turnMessage } from './driver.js';
import { humanStep, newStats, type HumanStats } from './human-agent.js';

// Few clicks per turn (issue 14): auto-pass, stops, one-click costs, rematch, settings.
// Opportunity and passing: game-mechanics/game-mechanics-timing-and-permissions.md; reserve costs:
// general-rules/general-rules-parts-of-a-card/parts-of-a-card-cost.md.

describe('e2e: few clicks per turn', () => {
  const db = tempSqliteUrl();
  const namespace = newNamespace();
  const time = new ManualTime(Date.now());
  let fake: FakeDiscord;
  let run: BotRun;

  beforeAll(async () => {
    fake = await startFake();
    run = await startBot(fake, { storeUrl: db.url, namespace, time });
  });
  afterAll(async () => {
    await run?.stop();
    await fake?.close();
    db.cleanup();
  });

  async function setPassing(user: string, passing: 'auto' | 'full'): Promise<string> {
    const res = await fake.sendSlashCommand({ user, name: 'play', subcommand: 'settings', options: { passing } }).response();
    return res.message?.content ?? '';
  }

  async function concede(record: MatchRecord): Promise<void> {
    await fake.sendSlashCommand({ user: ALICE.id, name: 'play', subcommand: 'concede', channelId: record.meta.threadId! }).response();
  }

  /** Plays with the human-like agent until `until` says so (or the game ends), at most `max` clicks. */
  async function playUntil(
    record: MatchRecord,
    until: (r: MatchRecord) => boolean,
    options: { max?: number; prompts?: Map<string, RecordedMessage>; stats?: HumanStats; seed?: number } = {},
  ): Promise<MatchRecord> {
    const prompts = options.prompts ?? new Map();
    const stats = options.stats ?? newStats();
    const random = seededRandom(options.seed ?? 5);
    for (let n = 0; n < (options.max ?? 600) && !record.state.result && !until(record); n++) {
      record = await humanStep(fake, run.store, record.id, prompts, stats, random);
    }
    return record;
  }

  const actor = (r: MatchRecord) => engine.actingPlayers(r.state)[0]!;

  it('auto (the default): nobody is asked while passing is all they can do, and the board is edited once per settled state', async () => {
    let record = await challengeAndAccept(fake, run.store);
    const board = fake.message(record.meta.boardMessageId!)!;
    const editsBefore = board.history.length;
    const stats = newStats();
    const prompts = new Map<string, RecordedMessage>();
    const random = seededRandom(11);
    for (let n = 0; n < 200 && !record.state.result; n++) {
      record = await humanStep(fake, run.store, record.id, prompts, stats, random);
      // Every state the bot settles on waits for someone with a real choice.
      if (!record.state.result) expect(onlyPassing(engine.legalActions(record.state, actor(record)))).toBe(false);
    }
    expect(stats.passOnlyClicks).toBe(0);
    // The bot passed many times for the players (versions move more than once per click)...
    expect(record.state.version).toBeGreaterThan(stats.clicks + stats.clicks / 4);
    // ...and the board was edited at most once per click, not once per pass.
    await fake.waitFor(() => board.history.length - editsBefore >= 1, 5000);
    expect(board.history.length - editsBefore).toBeLessThanOrEqual(stats.clicks);
    for (const h of stats.handles) expect(h.rejectedCallbacks).toEqual([]);
    if (!record.state.result) await concede(record);
  });

  it('full control: every window asks, so there are pass-only clicks; the setting is per user', async () => {
    expect(await setPassing(ALICE.id, 'full')).toMatch(/full control/);
    expect(await setPassing(BOB.id, 'full')).toMatch(/full control/);
    let record = await challengeAndAccept(fake, run.store);
    const stats = newStats();
    record = await playUntil(record, () => stats.passOnlyClicks >= 3, { stats, max: 300 });
    expect(stats.passOnlyClicks).toBeGreaterThanOrEqual(3);
    if (!record.state.result) await concede(record);
    await setPassing(ALICE.id, 'auto');
    await setPassing(BOB.id, 'auto');
  });

  /** Plays until the acting player's prompt offers the stop buttons, then clicks `label`. */
  async function clickStop(label: string, seed: number): Promise<{ record: MatchRecord; who: string; turn: number; prompts: Map<string, RecordedMessage> }> {
    let record = await challengeAndAccept(fake, run.store);
    const prompts = new Map<string, RecordedMessage>();
    let prompt: RecordedMessage | undefined;
    record = await playUntil(
      record,
      (r) => {
        const p = prompts.get(actor(r));
        prompt = p && buttonsOf(p).some((b) => b.label === label && b.customId?.includes(`:${r.state.version}:`)) ? p : undefined;
        return prompt !== undefined && r.state.turn >= 2;
      },
      { prompts, seed },
    );
    expect(prompt).toBeDefined();
    const who = actor(record);
    const turn = record.state.turn;
    const click = fake.clickButton({ user: who, message: prompt!, customId: buttonId(prompt!, label) });
    const res = await click.response();
    expect(click.rejectedCallbacks).toEqual([]);
    if (res.message) prompts.set(who, res.message);
    return { record: (await run.store.getMatch(record.id))!, who, turn, prompts };
  }

  /** Plays on until `who` is asked again at a moment they could pass. */
  async function untilAskedWithPass(record: MatchRecord, who: string, prompts: Map<string, RecordedMessage>, stats = newStats()): Promise<MatchRecord> {
    return playUntil(record, (r) => actor(r) === who && passingAction(engine.legalActions(r.state, who)) !== undefined, { prompts, seed: 9, stats });
  }

  it('"Pass to end of turn": the player is next asked to pass only in a later turn', async () => {
    const { record, who, turn, prompts } = await clickStop('Pass to end of turn', 21);
    const next = await untilAskedWithPass(record, who, prompts);
    if (!next.state.result) {
      expect(next.state.turn).toBeGreaterThan(turn);
      expect(next.meta.stops?.[who]).toBeUndefined();
      await concede(next);
    }
  });

  it('"Pass until my turn": the player is next asked to pass in their own next turn', async () => {
    const { record, who, turn, prompts } = await clickStop('Pass until my turn', 22);
    const next = await untilAskedWithPass(record, who, prompts);
    if (!next.state.result) {
      expect(next.state.turn).toBeGreaterThan(turn);
      expect(next.state.players[next.state.turnPlayer]!.id).toBe(who);
      await concede(next);
    }
  });

  it('"Pass until something happens": the player is next asked to pass when something is on the stack or an attack is on', async () => {
    const { record, who, prompts } = await clickStop('Pass until something happens', 23);
    expect(record.meta.stops?.[who]?.kind).toBe('event');
    const stats = newStats();
    const next = await untilAskedWithPass(record, who, prompts, stats);
    if (!next.state.result) {
      // The opponent played a card, activated an ability or attacked, or a trigger is waiting on the stack.
      const moved = stats.chosen.some((c) => c.player !== who && ['activate', 'materialize', 'activateAbility', 'attack', 'ephemerate', 'starcall'].includes(c.type));
      expect(moved || next.state.stack.length > 0).toBe(true);
      expect(next.meta.stops?.[who]).toBeUndefined();
      await concede(next);
    }
  });

  it('pays a reserve cost of N with one multi-select of exactly N; a bad selection changes nothing', async () => {
    let record = await challengeAndAccept(fake, run.store);
    const prompts = new Map<string, RecordedMessage>();
    const multi = (r: MatchRecord) => {
      const p = prompts.get(actor(r));
      const s = p ? selectsOf(p).find((x) => x.customId === `mm:${r.id}:${r.state.version}`) : undefined;
      return s && p ? { prompt: p, select: s } : undefined;
    };
    record = await playUntil(record, (r) => multi(r) !== undefined && r.state.pending?.kind === 'activation', { prompts, max: 1500, seed: 31 });
    const found = multi(record);
    expect(found).toBeDefined();
    const { prompt, select } = found!;
    const who = actor(record);
    const pending = record.state.pending;
    if (pending?.kind !== 'activation') throw new Error('expected an activation');
    const owed = pending.draft.reserveNeeded - pending.draft.reserve.length - (pending.draft.reserveObjects?.length ?? 0) - (pending.draft.kindle?.length ?? 0);
    expect(owed).toBeGreaterThanOrEqual(2);
    expect(select.minValues).toBe(owed);
    expect(select.maxValues).toBe(owed);

    // The same card twice is refused before the game is touched.
    const twice = fake.selectMenu({ user: who, message: prompt, customId: select.customId, values: Array<string>(owed).fill(select.options[0]!.value) });
    expect((await twice.response()).message?.content).toMatch(/malformed/);
    expect((await run.store.getMatch(record.id))!.state.version).toBe(record.state.version);

    const memoryBefore = record.state.players.find((p) => p.id === who)!.memory.length;
    const values = select.options.slice(0, owed).map((o) => o.value);
    const legal = engine.legalActions(record.state, who);
    const cards = values.filter((v) => legal[Number(v)]?.type === 'chooseReserve').length;
    const click = fake.selectMenu({ user: who, message: prompt, customId: select.customId, values });
    await click.response();
    const after = (await run.store.getMatch(record.id))!;
    expect(after.state.version).toBeGreaterThanOrEqual(record.state.version + owed);
    expect(after.state.players.find((p) => p.id === who)!.memory.length).toBeGreaterThanOrEqual(memoryBefore + cards);
    const still = after.state.pending;
    expect(still?.kind === 'activation' && still.draft.stage === 'reserve').toBe(false);
    if (!after.state.result) await concede(after);
  });

  it('shows the turn timer deadline; a finished match offers Rematch, which challenges with the same decks', async () => {
    const record = await challengeAndAccept(fake, run.store);
    const turn = await fake.waitFor(() => turnMessage(fake, record.meta.threadId!), 5000);
    expect(turn.content).toContain(`<t:${Math.floor(record.meta.timer!.deadline / 1000)}:R>`);
    await concede(record);
    const result = await fake.waitFor(
      () => fake.messages(record.meta.threadId!).find((m) => buttonsOf(m).some((b) => b.label === 'Rematch')),
      5000,
      'the Rematch button',
    );
    const stranger = await fake.clickButton({ user: '100000000000000003', message: result, customId: buttonId(result, 'Rematch') }).response();
    expect(stranger.message?.content).toMatch(/Only the two players/);
    const rematch = fake.clickButton({ user: BOB.id, message: result, customId: buttonId(result, 'Rematch') });
    const challenge = (await rematch.response()).message!;
    expect(challenge.content).toContain(`<@${ALICE.id}>`);
    const accept = fake.clickButton({ user: ALICE.id, message: challenge, customId: buttonId(challenge, 'Accept') });
    await accept.response();
    const threadId = await fake.waitFor(() => /<#(\d+)>/.exec(accept.original?.content ?? '')?.[1], 10_000, 'the rematch thread');
    const id = await fake.waitFor(async () => run.store.getIndex('thread-match', threadId), 5000);
    const second = (await run.store.getMatch((await id)!))!;
    const decks = (r: MatchRecord) => Object.fromEntries(r.meta.players.map((p) => [p.id, p.deck]));
    expect(decks(second)).toEqual(decks(record));
    await concede(second);
  });
});

describe('e2e: play settings survive a restart', () => {
  const db = tempSqliteUrl();
  const namespace = newNamespace();
  const time = new ManualTime(Date.now());
  let fake: FakeDiscord;
  let run: BotRun | undefined;

  beforeAll(async () => {
    fake = await startFake();
  });
  afterAll(async () => {
    await run?.stop();
    await fake?.close();
    db.cleanup();
  });

  it('stores /play settings per user and reads them back after a restart', async () => {
    run = await startBot(fake, { storeUrl: db.url, namespace, time });
    const shown = async (user: string) => (await fake.sendSlashCommand({ user, name: 'play', subcommand: 'settings' }).response()).message?.content ?? '';
    expect(await shown(ALICE.id)).toMatch(/\*\*auto\*\*/);
    await fake.sendSlashCommand({ user: ALICE.id, name: 'play', subcommand: 'settings', options: { passing: 'full' } }).response();
    await run.stop();
    run = await startBot(fake, { storeUrl: db.url, namespace, time });
    expect(await shown(ALICE.id)).toMatch(/full control/);
    expect(await shown(BOB.id)).toMatch(/\*\*auto\*\*/);
    expect((await run.bot.matches.settings.get(ALICE.id)).passing).toBe('full');
  });
});
