import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buttonsOf } from '../discord/fake-discord.js';
import { ALICE, BOB, playStep, seededRandom, type Driver } from '../bot/driver.js';
import { buttonId } from '../bot/harness.js';
import { OMNIDECK_TEXT } from '../decks/sample-decks.js';
import { SCRIPTS } from '../../src/cards/scripts/index.js';
import { startLookupBot, testCatalog, testRules, type LookupBot } from './setup.js';

describe('e2e: /play challenge with a saved deck', () => {
  let bot: LookupBot;

  beforeAll(async () => {
    bot = await startLookupBot({ rules: await testRules(), catalog: testCatalog() });
  });
  afterAll(async () => {
    await bot?.stop();
  });

  async function importDeck(name: string, text: string): Promise<string | undefined> {
    const command = bot.fake.sendSlashCommand({ user: ALICE.id, name: 'deck', subcommand: 'import', options: { name } });
    await command.response();
    const submit = bot.fake.submitModal({ from: command, values: { 'deck-list': text } });
    await submit.response();
    return submit.original?.content;
  }

  it('refuses a saved deck that is not legal in Standard before any challenge exists', async () => {
    expect(await importDeck('Tiny', '1 Spirit of Fire\n4 Fireball')).toMatch(/Standard: not legal/);
    const refused = await bot.fake
      .sendSlashCommand({ user: ALICE.id, name: 'play', subcommand: 'challenge', options: { opponent: { user: BOB.id }, deck: 'tiny' } })
      .response();
    expect(refused.message?.ephemeralTo).toBe(ALICE.id);
    expect(refused.message?.content).toMatch(/“Tiny” is not legal in Standard/);
    expect(refused.message?.content).toMatch(/at least 60/);
    expect(await bot.run.store.openChallengeIds()).toEqual([]);
  });

  it('plays a deck imported from real card names, with the catalog’s cards and assisted resolution', async () => {
    const { fake, run } = bot;
    expect(await importDeck('Crux Warriors', OMNIDECK_TEXT)).toMatch(/Standard: legal/);

    const command = fake.sendSlashCommand({
      user: ALICE.id,
      name: 'play',
      subcommand: 'challenge',
      options: { opponent: { user: BOB.id }, deck: 'crux warriors' },
    });
    const challenge = (await command.response()).message!;
    expect(challenge.ephemeralTo).toBeNull();
    expect(challenge.content).toContain('(deck: crux warriors)');
    // The note counts the deck's scripted copies (as more cards get scripts, the split moves).
    const note = /(\d+) of 66 cards are scripted; (\d+) (?:is|are) played with assisted resolution\./.exec(challenge.content ?? '');
    expect(note).not.toBeNull();
    expect(Number(note![1]) + Number(note![2])).toBe(66);
    expect(Number(note![1])).toBeGreaterThanOrEqual(1); // Spirit of Fire at least
    expect(buttonsOf(challenge).map((b) => b.label)).toEqual(['Accept', 'Decline']);

    const accept = fake.clickButton({ user: BOB.id, message: challenge, customId: buttonId(challenge, 'Accept') });
    await accept.response();
    const threadId = await fake.waitFor(() => /<#(\d+)>/.exec(accept.original?.content ?? '')?.[1], 10_000, 'the match thread');
    // The accept answer is sent after the match was saved and indexed by its thread.
    const matchId = await run.store.getIndex('thread-match', threadId);
    expect(matchId).toBeDefined();
    let record = (await run.store.getMatch(matchId!))!;
    expect(record.meta.players.map((p) => p.deck)).toEqual(['Crux Warriors', 'water']);

    // Alice's 66 cards come from the catalog: Index facts, scripted only where we wrote a script.
    const aliceCards = Object.values(record.state.cards).filter((c) => c.owner === ALICE.id);
    expect(aliceCards).toHaveLength(66);
    expect(record.state.defs['fireball']).toMatchObject({ name: 'Fireball', scripted: SCRIPTS.has('fireball') });
    expect(record.state.defs['lorraine-crux-knight']).toMatchObject({ level: 3, scripted: SCRIPTS.has('lorraine-crux-knight') });
    expect(record.state.defs['spirit-of-fire']?.scripted).toBe(true);

    // A few moves through the prompts.
    const driver: Driver = { prompts: new Map(), clicks: [] };
    const random = seededRandom(11);
    const startVersion = record.state.version;
    for (let step = 0; step < 12 && !record.state.result; step++) record = await playStep(fake, run.store, matchId!, driver, random);
    expect(record.state.version).toBeGreaterThan(startVersion);
    expect(driver.clicks.length).toBeGreaterThan(0);
    for (const click of driver.clicks) expect(click.rejectedCallbacks).toEqual([]);
    expect(fake.rejectedRequests()).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
  });
});
