import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buttonsOf } from '../discord/fake-discord.js';
import { ALICE, BOB } from '../bot/driver.js';
import { buttonId } from '../bot/harness.js';
import { EPHEMERAL, embedOf, startLookupBot, testCatalog, testRules, type LookupBot } from './setup.js';

describe('e2e: /card through the fake Discord', () => {
  let bot: LookupBot;

  beforeAll(async () => {
    bot = await startLookupBot({ rules: await testRules(), catalog: testCatalog() });
  });
  afterAll(async () => {
    await bot?.stop();
  });

  it('autocompletes a misspelt name, answers privately and posts the card for everyone', async () => {
    const { fake } = bot;
    const response = await fake.autocomplete({ user: ALICE.id, name: 'card', options: { name: 'firebal' }, focused: 'name' }).response();
    expect(response.type).toBe(8);
    const choices = response.data?.choices as Array<{ name: string; value: string }>;
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.length).toBeLessThanOrEqual(25);
    expect(choices[0]?.name).toBe('Fireball');

    const answer = await fake.sendSlashCommand({ user: ALICE.id, name: 'card', options: { name: choices[0]!.value } }).response();
    const message = answer.message!;
    expect(message.ephemeralTo).toBe(ALICE.id);
    expect(message.flags & EPHEMERAL).toBe(EPHEMERAL);
    const embed = embedOf(message);
    expect(embed.title).toBe('Fireball');
    expect(String(embed.url)).toMatch(/\/card\/fireball$/);
    expect(JSON.stringify(embed)).toContain('DOA 1st');
    expect(buttonsOf(message).map((b) => b.label)).toEqual(['Post in channel']);

    const post = await fake.clickButton({ user: ALICE.id, message, customId: buttonId(message, 'Post in channel') }).response();
    expect(post.message?.ephemeralTo).toBeNull();
    expect(embedOf(post.message).title).toBe('Fireball');
    expect(buttonsOf(post.message!)).toEqual([]);
    expect(fake.readableBy(BOB.id).map((m) => m.id)).toContain(post.message!.id);
    expect(fake.rejectedRequests()).toEqual([]);
  });

  it('suggests close names for an unknown card', async () => {
    const answer = await bot.fake.sendSlashCommand({ user: BOB.id, name: 'card', options: { name: 'Firebll' } }).response();
    expect(answer.message?.ephemeralTo).toBe(BOB.id);
    expect(answer.message?.content).toMatch(/Did you mean .*Fireball/);
  });
});

describe('e2e: the bot without synced caches', () => {
  let bot: LookupBot;

  beforeAll(async () => {
    bot = await startLookupBot({ rules: null, catalog: null });
  });
  afterAll(async () => {
    await bot?.stop();
  });

  it('still starts, and the lookup commands say how to sync, privately', async () => {
    const { fake } = bot;
    const rule = await fake.sendSlashCommand({ user: ALICE.id, name: 'rule', options: { query: 'attack' } }).response();
    expect(rule.message?.ephemeralTo).toBe(ALICE.id);
    expect(rule.message?.content).toContain('npm run rules:sync');
    const keyword = await fake.sendSlashCommand({ user: ALICE.id, name: 'keyword', options: { name: 'Taunt' } }).response();
    expect(keyword.message?.content).toContain('npm run rules:sync');
    const card = await fake.sendSlashCommand({ user: ALICE.id, name: 'card', options: { name: 'Fireball' } }).response();
    expect(card.message?.ephemeralTo).toBe(ALICE.id);
    expect(card.message?.content).toContain('npm run cards:sync');
    const deck = await fake.sendSlashCommand({ user: ALICE.id, name: 'deck', subcommand: 'list' }).response();
    expect(deck.message?.content).toContain('npm run cards:sync');
    const choices = await fake.autocomplete({ user: ALICE.id, name: 'card', options: { name: 'fire' }, focused: 'name' }).response();
    expect(choices.data?.choices).toEqual([]);

    // A saved deck cannot be played without the catalog, but house decks still can.
    const challenge = await fake
      .sendSlashCommand({ user: ALICE.id, name: 'play', subcommand: 'challenge', options: { opponent: { user: BOB.id }, deck: 'Anything' } })
      .response();
    expect(challenge.message?.ephemeralTo).toBe(ALICE.id);
    const house = await fake.sendSlashCommand({ user: ALICE.id, name: 'play', subcommand: 'challenge', options: { opponent: { user: BOB.id } } }).response();
    expect(house.message?.ephemeralTo).toBeNull();
    expect(buttonsOf(house.message!).map((b) => b.label)).toEqual(['Accept', 'Decline']);
    expect(fake.rejectedRequests()).toEqual([]);
  });
});
