import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buttonsOf } from '../discord/fake-discord.js';
import { ALICE, BOB } from '../bot/driver.js';
import { buttonId } from '../bot/harness.js';
import { EPHEMERAL, embedOf, startLookupBot, testCatalog, testRules, type LookupBot } from './setup.js';

describe('e2e: /rule and /keyword through the fake Discord', () => {
  let bot: LookupBot;

  beforeAll(async () => {
    bot = await startLookupBot({ rules: await testRules(), catalog: testCatalog() });
  });
  afterAll(async () => {
    await bot?.stop();
  });

  it('autocompletes a question with at most 25 section choices', async () => {
    const { fake } = bot;
    const handle = fake.autocomplete({ user: ALICE.id, name: 'rule', options: { query: 'sentry' }, focused: 'query' });
    const response = await handle.response();
    expect(response.type).toBe(8);
    const choices = (response.data?.choices ?? []) as Array<{ name: string; value: string }>;
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.length).toBeLessThanOrEqual(25);
    for (const choice of choices) {
      expect(choice.name.length).toBeLessThanOrEqual(100);
      expect(choice.value.length).toBeLessThanOrEqual(100);
    }
    // Even an empty query gets suggestions, still within Discord's limit.
    const empty = await fake.autocomplete({ user: ALICE.id, name: 'rule', options: { query: '' }, focused: 'query' }).response();
    expect(((empty.data?.choices ?? []) as unknown[]).length).toBeLessThanOrEqual(25);
  });

  it('answers a picked section privately with its path, a deep link and the rules version, and shares it on request', async () => {
    const { fake } = bot;
    const choices = (await fake.autocomplete({ user: ALICE.id, name: 'rule', options: { query: 'skyward' }, focused: 'query' }).response()).data
      ?.choices as Array<{ name: string; value: string }>;
    const skyward = choices.find((c) => c.value === 'keywords-and-abilities/skyward');
    expect(skyward).toBeDefined();

    const answer = await fake.sendSlashCommand({ user: ALICE.id, name: 'rule', options: { query: skyward!.value } }).response();
    expect(answer.type).toBe(4);
    const message = answer.message!;
    expect(message.ephemeralTo).toBe(ALICE.id);
    expect(message.flags & EPHEMERAL).toBe(EPHEMERAL);
    const embed = embedOf(message);
    expect(embed.title).toContain('Skyward');
    expect(embed.url).toBe('https://rules.gatcg.com/glossary/keywords-and-abilities#skyward');
    expect((embed.footer as { text: string }).text).toContain('updated 2031-03-03');
    expect(buttonsOf(message).map((b) => b.label)).toEqual(['Show examples (1)', 'Post in channel', 'Open in the rules']);

    const examples = await fake.clickButton({ user: ALICE.id, message, customId: buttonId(message, 'Show examples (1)') }).response();
    expect(examples.message?.ephemeralTo).toBe(ALICE.id);
    expect(String(embedOf(examples.message).title)).toMatch(/^Examples · /);
    expect(String(embedOf(examples.message).description)).toContain('griffin');

    const post = await fake.clickButton({ user: ALICE.id, message, customId: buttonId(message, 'Post in channel') }).response();
    const posted = post.message!;
    expect(posted.ephemeralTo).toBeNull();
    expect(posted.channelId).toBe(fake.defaultChannelId);
    expect(posted.content).toBe(`Shared by <@${ALICE.id}>`);
    expect(embedOf(posted).url).toBe(embed.url);
    // Everyone can read it; the shared copy has no second "Post" button.
    expect(fake.readableBy(BOB.id).map((m) => m.id)).toContain(posted.id);
    expect(buttonsOf(posted).map((b) => b.label)).not.toContain('Post in channel');
    // Bob can open the examples of the shared answer.
    const bobExamples = await fake.clickButton({ user: BOB.id, message: posted, customId: buttonId(posted, 'Show examples (1)') }).response();
    expect(bobExamples.message?.ephemeralTo).toBe(BOB.id);
    expect(fake.rejectedRequests()).toEqual([]);
  });

  it('answers free text with the best section', async () => {
    const answer = await bot.fake.sendSlashCommand({ user: BOB.id, name: 'rule', options: { query: 'sending out a sentry tips it' } }).response();
    expect(embedOf(answer.message).url).toBe('https://rules.gatcg.com/basics/basics-turn-flow#phase-order');
    const none = await bot.fake.sendSlashCommand({ user: BOB.id, name: 'rule', options: { query: 'zzqx' } }).response();
    expect(none.message?.ephemeralTo).toBe(BOB.id);
    expect(none.message?.content).toMatch(/No rules section matches/);
  });

  it('/keyword autocompletes glossary terms and explains one', async () => {
    const { fake } = bot;
    const response = await fake.autocomplete({ user: BOB.id, name: 'keyword', options: { name: 'bra' }, focused: 'name' }).response();
    const choices = response.data?.choices as Array<{ name: string; value: string }>;
    expect(choices.length).toBeLessThanOrEqual(25);
    const brace = choices.find((c) => /brace/i.test(c.name));
    expect(brace).toBeDefined();
    const answer = await fake.sendSlashCommand({ user: BOB.id, name: 'keyword', options: { name: brace!.value } }).response();
    expect(answer.message?.ephemeralTo).toBe(BOB.id);
    expect(String(embedOf(answer.message).title)).toMatch(/Brace/);
    expect(String(embedOf(answer.message).url)).toMatch(/^https:\/\/rules\.gatcg\.com\/glossary\/keywords-and-abilities#brace/);
    // Its "Post in channel" button is routed like /rule's.
    const posted = await fake.clickButton({ user: BOB.id, message: answer.message!, customId: buttonId(answer.message!, 'Post in channel') }).response();
    expect(posted.message?.ephemeralTo).toBeNull();
    expect(fake.rejectedRequests()).toEqual([]);
  });
});
