import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DECKS } from '../../src/cards/fixtures/index.js';
import { isScripted } from '../../src/cards/game-defs.js';
import { createDeckResolver } from '../../src/bot/deck-resolver.js';
import { createLookupDeps } from '../../src/bot/lookup-setup.js';
import { ManualTime } from '../../src/bot/ports.js';
import type { SeriesRecord } from '../../src/bot/series-store.js';
import type { MatchRecord } from '../../src/store/records.js';
import { buttonsOf, selectsOf, type RecordedMessage } from '../discord/fake-discord.js';
import { newNamespace, startBot, startFake, tempSqliteUrl, buttonId } from '../bot/harness.js';
import { OMNIDECK_TEXT } from '../decks/sample-decks.js';
import { CardCatalog } from '../../src/cards/catalog.js';
import { SCRIPTED_DEFS } from '../../src/cards/scripts/index.js';
import { fixtureCard, fixtureCards } from '../cards-catalog/fixture-cards.js';
import { LEAGUE_USERS, ORGANISER, OUTSIDER, click, expectRefused, idOf, league, storedLeague, type LeagueWorld } from './helpers.js';

// A best-of-3 Swiss league match the bot runs: game 1 is started with /play, the bot then
// offers sideboarding and Ready in the thread, and starts games 2 and 3 itself, the loser of
// the previous game going first, with the decks as sideboarded. All through the fake Discord.

/** The self-written card fixture, plus the facts of every token our scripts can summon (games need them). */
function seriesCatalog(): CardCatalog {
  const cards = fixtureCards();
  const known = new Set(cards.map((c) => c.slug));
  const tokens = SCRIPTED_DEFS.filter((d) => d.types.includes('TOKEN') && !known.has(d.slug)).map((d, i) => {
    const cost = d.cost && 'value' in d.cost ? Number(d.cost.value) : 0;
    return fixtureCard({
      name: d.name, slug: d.slug, uuid: `token${String(i).padStart(5, '0')}`, types: [...d.types], subtypes: [...d.subtypes], classes: [...d.classes],
      element: d.elements[0] ?? 'NORM', cost: { type: 'reserve', value: String(cost) }, cost_memory: null, cost_reserve: cost,
      level: null, power: d.power, life: d.life, durability: d.durability, speed: null, legality: null,
      edition: { uuid: `tokened${String(i).padStart(3, '0')}`, slug: `${d.slug}-tok`, prefix: 'TOK', set: 'Tokens', collector_number: String(i), rarity: 1, image: `/cards/images/token${i}.jpg` },
    });
  });
  return new CardCatalog([...cards, ...tokens]);
}

const catalog = seriesCatalog();
const P1 = idOf('p01');
const P2 = idOf('p02');
/** The sample deck plus a fifth Fireball in the sideboard: 4 cards, 6 points (Spirit of Water is 3). */
const DECK_TEXT = `${OMNIDECK_TEXT}\n1 Fireball`;

async function startSeriesWorld(): Promise<LeagueWorld> {
  const db = tempSqliteUrl();
  const fake = await startFake({ users: LEAGUE_USERS });
  const time = new ManualTime(Date.UTC(2025, 5, 2, 12));
  const namespace = newNamespace();
  const boot = () =>
    startBot(fake, {
      storeUrl: db.url,
      namespace,
      time,
      lookup: (store, api) => createLookupDeps({ rules: null, catalog, backend: store.backend, keyPrefix: `${namespace}:`, apiUrl: api.restUrl }),
      resolveDeck: (lookup) => createDeckResolver({ houseDecks: FIXTURE_DECKS, saved: lookup?.decks, catalog, isScripted }),
    });
  const world: LeagueWorld = {
    fake,
    time,
    db,
    namespace,
    run: await boot(),
    async restart() {
      await world.run.stop();
      world.run = await boot();
    },
    async close() {
      await world.run?.stop();
      await fake.close();
      db.cleanup();
    },
  };
  return world;
}

const count = (slugs: readonly string[], slug: string) => slugs.filter((s) => s === slug).length;

/** How many copies of `slug` a player brought into a game (every card of theirs, wherever it is now). */
function copiesInGame(record: MatchRecord, owner: string, slug: string): number {
  return Object.values(record.state.cards).filter((c) => c.owner === owner && c.def === slug).length;
}

/** Polls an async condition (the fake's waitFor takes synchronous ones). */
async function poll<T>(what: string, fn: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await fn();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const firstPlayerOf = (record: MatchRecord) => record.state.players[record.state.firstPlayer]!.id;

describe('best-of-3 league matches the bot runs, with sideboarding between games', () => {
  let world: LeagueWorld;

  beforeAll(async () => {
    world = await startSeriesWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  const series = () => world.run.bot.deps.series!;

  async function importDeck(user: string, name: string, text: string): Promise<string> {
    const command = world.fake.sendSlashCommand({ user, name: 'deck', subcommand: 'import', options: { name } });
    await command.response();
    const submit = world.fake.submitModal({ from: command, values: { 'deck-list': text } });
    await submit.response();
    return submit.original?.content ?? '';
  }

  async function concede(user: string, threadId: string): Promise<void> {
    const res = await world.fake.sendSlashCommand({ user, name: 'play', subcommand: 'concede', channelId: threadId }).response();
    expect(res.message?.content).toContain('conceded');
  }

  /** The bot's message offering game `game` in a thread (it carries the Ready button). */
  function seriesPrompt(threadId: string, game: number): Promise<RecordedMessage> {
    return world.fake.waitFor(
      () => world.fake.messages(threadId).find((m) => m.content.includes(`Game ${game} starts`) && buttonsOf(m).some((b) => b.label === 'Ready')),
      10_000,
      `the prompt for game ${game}`,
    );
  }

  /** Waits for the announcement of game `game` in `threadId`; resolves with the new game's thread and match. */
  async function nextGame(threadId: string, game: number): Promise<{ threadId: string; match: MatchRecord }> {
    const pattern = new RegExp(`^▶️ Game ${game} of .* is on: <#(\\d+)>`);
    const next = await world.fake.waitFor(
      () => world.fake.messages(threadId).map((m) => pattern.exec(m.content)?.[1]).find(Boolean),
      10_000,
      `the start of game ${game}`,
    );
    const matchId = await poll('the new match', () => world.run.store.getIndex('thread-match', next));
    return { threadId: next, match: (await world.run.store.getMatch(matchId))! };
  }

  /** Picks `value` in the select menu whose options hold it; resolves with the updated (ephemeral) message. */
  async function pick(user: string, message: RecordedMessage, value: string): Promise<RecordedMessage> {
    const menu = selectsOf(message).find((s) => s.options.some((o) => o.value === value));
    if (!menu) throw new Error(`no menu offers ${value}: ${JSON.stringify(selectsOf(message))}`);
    const handle = world.fake.selectMenu({ user, message, customId: menu.customId, values: [value] });
    const response = await handle.response(10_000);
    expect(handle.rejectedCallbacks).toEqual([]);
    return response.message ?? world.fake.message(message.id)!;
  }

  async function swap(user: string, panel: RecordedMessage, out: string, incoming: string): Promise<RecordedMessage> {
    const replacement = await pick(user, panel, out);
    expect(replacement.content).toContain('Which sideboard card takes its place?');
    return pick(user, replacement, incoming);
  }

  async function seriesOf(prompt: RecordedMessage): Promise<SeriesRecord> {
    const id = buttonId(prompt, 'Ready').split(':')[1]!;
    return (await series().get(id))!;
  }

  /** A click on a button the message no longer shows (a client that has not refreshed yet). */
  async function lateClick(user: string, message: RecordedMessage, customId: string): Promise<{ content: string; ephemeral: boolean }> {
    const handle = world.fake.clickButton({ user, message, customId, stale: true });
    const response = await handle.response(10_000);
    const m = handle.followUps.at(-1) ?? response.message!;
    return { content: m.content, ephemeral: m.ephemeralTo !== null };
  }

  it('runs a Swiss best-of-3 to 2–1: sideboarding, Ready, the loser going first, one match win', async () => {
    const { fake } = world;
    expect(await importDeck(P1, 'Sideboard Test', DECK_TEXT)).toMatch(/Standard: legal/);
    await league(world, ORGANISER.id, 'create', { name: 'Series Cup', kind: 'swiss', rounds: 1, 'match-length': 3 });
    for (const p of [P1, P2]) await league(world, p, 'join', { league: 'Series Cup' });
    await league(world, ORGANISER.id, 'start-round', { league: 'Series Cup' });

    // Game 1 is started by the players.
    const challenge = await fake.sendSlashCommand({ user: P1, name: 'play', subcommand: 'challenge', options: { opponent: { user: P2 }, deck: 'Sideboard Test' } }).response();
    const accept = fake.clickButton({ user: P2, message: challenge.message!, customId: buttonId(challenge.message!, 'Accept') });
    await accept.response();
    const thread1 = await fake.waitFor(() => /<#(\d+)>/.exec(accept.original?.content ?? '')?.[1], 10_000, 'the first thread');
    await poll('the first match', () => world.run.store.getIndex('thread-match', thread1));
    await concede(P1, thread1);

    const prompt2 = await seriesPrompt(thread1, 2);
    expect(prompt2.content).toContain('0–1');
    expect(prompt2.content).toContain(`<@${P1}> goes first`);
    expect(fake.messages(thread1).some((m) => m.content.includes('game 1 counted') && m.content.includes('the bot starts the next game'))).toBe(true);
    const before = await seriesOf(prompt2);
    const ready2 = buttonId(prompt2, 'Ready');
    expect(before).toMatchObject({ status: 'waiting', gamesCounted: 1, ready: {} });
    expect(count(before.players[0].deck.sideboard, 'fireball')).toBe(1);
    // The house deck of the opponent has no sideboard.
    expect(before.players[1].deck.sideboard).toEqual([]);

    // Only the two players may use the buttons.
    expectRefused(await click(world, OUTSIDER.id, prompt2, 'Ready'), /Only the two players/);
    expectRefused(await click(world, OUTSIDER.id, prompt2, 'Sideboard'), /Only the two players/);

    // p01 sideboards, privately.
    const opened = await click(world, P1, prompt2, 'Sideboard');
    expect(opened.ephemeral).toBe(true);
    expect(opened.content).toContain('Sideboard (4 cards, 6 of 15 points)');
    let panel = opened.message;

    // A fifth Fireball, or a champion in the main deck, is refused and changes nothing.
    panel = await swap(P1, panel, 'blazing-throw', 'fireball');
    expect(panel.content).toMatch(/⛔ Not swapped/);
    expect(panel.content).toMatch(/Fireball \(5\)/);
    panel = await swap(P1, panel, 'blazing-throw', 'spirit-of-water');
    expect(panel.content).toMatch(/⛔ Not swapped/);
    expect(panel.content).toMatch(/Champions start in the material deck/);
    expect((await seriesOf(prompt2)).players[0].deck).toEqual(before.players[0].deck);

    // One Fireball out, one Bolt of Diamonds in.
    panel = await swap(P1, panel, 'fireball', 'bolt-of-diamonds');
    expect(panel.content).toContain('✅ Swapped: **Fireball** out, **Bolt of Diamonds** in.');
    const swapped = (await seriesOf(prompt2)).players[0].deck;
    expect([count(swapped.main, 'fireball'), count(swapped.main, 'bolt-of-diamonds'), swapped.main.length]).toEqual([3, 1, 60]);
    expect([count(swapped.sideboard, 'fireball'), count(swapped.sideboard, 'bolt-of-diamonds'), swapped.sideboard.length]).toEqual([2, 1, 4]);

    // A restart loses nothing: the buttons of the old message still work on the stored series.
    await world.restart();

    // Ready twice is harmless; the second player's Ready starts game 2.
    expect((await click(world, P1, prompt2, 'Ready')).content).toContain('Ready: ✅ p01 · ⏳ p02');
    expect((await click(world, P1, prompt2, 'Ready')).content).toContain('Ready: ✅ p01 · ⏳ p02');
    expectRefused(await click(world, P1, prompt2, 'Sideboard'), /deck is locked/);
    const started2 = await click(world, P2, prompt2, 'Ready');
    expect(started2.content).toContain('game 2 is starting');
    const game2 = await nextGame(thread1, 2);
    expect(firstPlayerOf(game2.match)).toBe(P1);
    expect(copiesInGame(game2.match, P1, 'fireball')).toBe(3);
    expect(copiesInGame(game2.match, P1, 'bolt-of-diamonds')).toBe(1);
    expect(Object.values(game2.match.state.cards).filter((c) => c.owner === P1)).toHaveLength(66);
    expect(game2.match.meta.players.map((p) => p.deck)).toEqual(['Sideboard Test', 'water']);
    // A late click on the old prompt starts nothing more.
    expect(buttonsOf(fake.message(prompt2.id)!)).toEqual([]);
    const late = await lateClick(P2, prompt2, ready2);
    expect(late.ephemeral).toBe(true);
    expect(late.content).toMatch(/already started/);

    // Game 2: p02 loses, 1–1; game 3 is offered with p02 first, the swapped deck kept.
    await concede(P2, game2.threadId);
    const prompt3 = await seriesPrompt(game2.threadId, 3);
    const ready3 = buttonId(prompt3, 'Ready');
    const series3 = await seriesOf(prompt3);
    expect(prompt3.content).toContain('1–1');
    expect(prompt3.content).toContain(`<@${P2}> goes first`);
    await click(world, P2, prompt3, 'Ready');
    await click(world, P1, prompt3, 'Ready');
    const game3 = await nextGame(game2.threadId, 3);
    expect(firstPlayerOf(game3.match)).toBe(P2);
    expect(copiesInGame(game3.match, P1, 'bolt-of-diamonds')).toBe(1);

    // Game 3: p01 loses; the match is 2–1 for p02 and no more games are offered.
    await concede(P1, game3.threadId);
    await fake.waitFor(() => fake.messages(game3.threadId).find((m) => m.content.includes('result recorded')), 10_000, 'the result');
    const done = await poll('the series to end', async () => {
      const record = await series().get(series3.id);
      return record?.status === 'done' ? record : undefined;
    });
    expect(done.wins).toEqual({ [P1]: 1, [P2]: 2 });
    expect(fake.messages(game3.threadId).some((m) => buttonsOf(m).some((b) => b.label === 'Ready'))).toBe(false);
    const afterEnd = await lateClick(P1, prompt3, ready3);
    expect(afterEnd.ephemeral).toBe(true);
    expect(afterEnd.content).toMatch(/decided/);

    const cup = await storedLeague(world, 'Series Cup');
    const match = cup.matches[0]!;
    const p2Side = match.players.indexOf(P2);
    expect(match.status).toBe('confirmed');
    expect([match.result!.wins[p2Side], match.result!.wins[1 - p2Side]]).toEqual([2, 1]);
    const standings = await league(world, P1, 'standings', { league: 'Series Cup' });
    const lines = String(standings.message.embeds[0]?.description).split('\n');
    expect(lines[0]).toContain(`<@${P2}> — 3 pts · 1-0-0`);
    expect(lines[1]).toContain(`<@${P1}> — 0 pts · 0-1-0`);
  });
});
