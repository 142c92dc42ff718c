import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLookupData, type LookupData } from '../../src/bot/lookup-setup.js';
import { ALICE, BOB, playStep, seededRandom, type Driver } from '../bot/driver.js';
import { buttonId } from '../bot/harness.js';
import { hasSharedCards, SHARED_CARDS_FILE } from '../cards-catalog/shared-data.js';
import { OMNIDECK_TEXT } from '../decks/sample-decks.js';
import { hasSharedRules } from '../rules-lookup/helpers.js';
import { embedOf, startLookupBot, type LookupBot } from './setup.js';

const silent = pino({ level: 'silent' });

describe('start-up loading of the lookup caches', () => {
  it('leaves rules and cards out when no cache was synced, without failing', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'archivist-nocache-'));
    try {
      expect(await loadLookupData(empty, silent)).toEqual({ rules: null, catalog: null });
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

// ../shared/data has the layout of a synced data dir: rules/SUMMARY.md and cards/index-cards.json.
const SHARED_DATA_DIR = path.dirname(path.dirname(SHARED_CARDS_FILE));

describe.skipIf(!hasSharedRules || !hasSharedCards)('e2e: the real rules and card catalog (../shared)', () => {
  let data: LookupData;
  let bot: LookupBot;

  beforeAll(async () => {
    data = await loadLookupData(SHARED_DATA_DIR, silent);
    bot = await startLookupBot(data);
  });
  afterAll(async () => {
    await bot?.stop();
  });

  it('loads both caches at start-up', () => {
    expect(data.rules?.sections.length).toBeGreaterThan(500);
    expect(data.rules?.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.catalog?.size).toBeGreaterThan(1000);
  });

  it('answers a player question and a card name with the real data', async () => {
    const { fake } = bot;
    const suggestions = await fake.autocomplete({ user: ALICE.id, name: 'rule', options: { query: 'attack first turn' }, focused: 'query' }).response();
    const choices = suggestions.data?.choices as unknown[];
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.length).toBeLessThanOrEqual(25);
    const rule = await fake.sendSlashCommand({ user: ALICE.id, name: 'rule', options: { query: 'can I attack on my first turn' } }).response();
    expect(String(embedOf(rule.message).url)).toMatch(/^https:\/\/rules\.gatcg\.com\//);
    expect(String((embedOf(rule.message).footer as { text: string }).text)).toContain(`updated ${data.rules!.version}`);

    const cards = await fake.autocomplete({ user: BOB.id, name: 'card', options: { name: 'lorraine' }, focused: 'name' }).response();
    const cardChoices = cards.data?.choices as Array<{ name: string; value: string }>;
    expect(cardChoices.length).toBeGreaterThan(1);
    expect(cardChoices.length).toBeLessThanOrEqual(25);
    const card = await fake.sendSlashCommand({ user: BOB.id, name: 'card', options: { name: 'Lorraine, Crux Knight' } }).response();
    expect(embedOf(card.message).title).toBe('Lorraine, Crux Knight');
    expect(fake.rejectedRequests()).toEqual([]);
  });

  it('imports a deck by real card names and offers it for a match', async () => {
    const { fake } = bot;
    const command = fake.sendSlashCommand({ user: ALICE.id, name: 'deck', subcommand: 'import', options: { name: 'Real' } });
    await command.response();
    const submit = fake.submitModal({ from: command, values: { 'deck-list': OMNIDECK_TEXT } });
    await submit.response();
    expect(submit.original?.content).toMatch(/^Saved deck \*\*Real\*\* \(omnideck\): material 6, main 60, sideboard 3/);
    const challenge = await fake
      .sendSlashCommand({ user: ALICE.id, name: 'play', subcommand: 'challenge', options: { opponent: { user: BOB.id }, deck: 'Real' } })
      .response();
    expect(challenge.message?.content).toMatch(/\d+ of 66 cards are scripted; \d+ are played with assisted resolution\./);

    // Accepted, the game is built from the real Index entries (and our scripts) and can be played.
    const accept = fake.clickButton({ user: BOB.id, message: challenge.message!, customId: buttonId(challenge.message!, 'Accept') });
    await accept.response();
    const threadId = await fake.waitFor(() => /<#(\d+)>/.exec(accept.original?.content ?? '')?.[1], 10_000, 'the match thread');
    const matchId = (await bot.run.store.getIndex('thread-match', threadId))!;
    let record = (await bot.run.store.getMatch(matchId))!;
    expect(record.state.defs['lorraine-crux-knight']).toMatchObject({ name: 'Lorraine, Crux Knight', level: 3 });
    const driver: Driver = { prompts: new Map(), clicks: [] };
    const random = seededRandom(5);
    const startVersion = record.state.version;
    for (let step = 0; step < 8 && !record.state.result; step++) record = await playStep(fake, bot.run.store, matchId, driver, random);
    expect(record.state.version).toBeGreaterThan(startVersion);
    expect(fake.rejectedRequests()).toEqual([]);
  });
});
