import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardCatalog } from '../../src/cards/catalog.js';
import type { IndexCard } from '../../src/cards/index-schema.js';
import { ALICE } from '../bot/driver.js';
import { buttonId } from '../bot/harness.js';
import { fixtureCards } from '../cards-catalog/fixture-cards.js';
import { embedOf, startLookupBot, testRules, type LookupBot } from './setup.js';

/** The fixture cards, one of them given invented keyword text (pretend glossary) and an invented ruling. */
function catalog(): CardCatalog {
  return new CardCatalog(
    fixtureCards().map((card): IndexCard =>
      card.slug === 'blackmarket-broker'
        ? {
            ...card,
            effect: '**Brace 1**\n\nA made-up line of text.',
            rule: [{ title: '', date_added: '2024-03-03', description: 'An invented ruling: harm that Brace ignores never counts as dealt.' }],
          }
        : card,
    ),
  );
}

describe('e2e: card rulings beside the rules, rules beside the card', () => {
  let bot: LookupBot;

  beforeAll(async () => {
    bot = await startLookupBot({ rules: await testRules(), catalog: catalog() });
  });
  afterAll(async () => {
    await bot?.stop();
  });

  it('/rule reads a card name in the question: its keyword answers, its ruling is shown', async () => {
    const answer = await bot.fake.sendSlashCommand({ user: ALICE.id, name: 'rule', options: { query: 'does blackmarket broker ignore harm' } }).response();
    const embed = embedOf(answer.message);
    expect(embed.url).toBe('https://rules.gatcg.com/glossary/keywords-and-abilities#brace-n');
    const fields = (embed.fields ?? []) as Array<{ name: string; value: string }>;
    const rulings = fields.find((f) => f.name === 'Rulings · Blackmarket Broker');
    expect(rulings?.value).toContain('*2024-03-03*: An invented ruling');
    expect(rulings?.value).toContain('(https://index.gatcg.com/card/blackmarket-broker)');
    expect(bot.fake.rejectedRequests()).toEqual([]);
  });

  it('/card links the rules of the keywords it prints, also once posted', async () => {
    const answer = await bot.fake.sendSlashCommand({ user: ALICE.id, name: 'card', options: { name: 'blackmarket-broker' } }).response();
    const rulesField = (message: typeof answer.message) =>
      ((embedOf(message).fields ?? []) as Array<{ name: string; value: string }>).find((f) => f.name === 'Rules')?.value;
    expect(rulesField(answer.message)).toBe('[Brace N](https://rules.gatcg.com/glossary/keywords-and-abilities#brace-n)');
    const post = await bot.fake.clickButton({ user: ALICE.id, message: answer.message!, customId: buttonId(answer.message!, 'Post in channel') }).response();
    expect(rulesField(post.message)).toBe('[Brace N](https://rules.gatcg.com/glossary/keywords-and-abilities#brace-n)');
    expect(bot.fake.rejectedRequests()).toEqual([]);
  });
});
