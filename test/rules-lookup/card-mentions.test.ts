import { describe, expect, it } from 'vitest';
import { handleCard } from '../../commands/card.js';
import * as ruleCommand from '../../commands/rule.js';
import { CardCatalog } from '../../src/cards/catalog.js';
import type { IndexCard } from '../../src/cards/index-schema.js';
import { boldTerms, CardMentions, relevantRulings } from '../../src/rules/card-mentions.js';
import type { RulesCard } from '../../src/rules/card-mentions.js';
import { loadRulesCorpus } from '../../src/rules/corpus.js';
import { buildRulesIndex } from '../../src/rules/search.js';
import { indexTerms } from '../../src/rules/text-analysis.js';
import { fixtureCards } from '../cards-catalog/fixture-cards.js';
import { FIXTURE_RULES } from './helpers.js';

const index = buildRulesIndex(await loadRulesCorpus(FIXTURE_RULES));

/** Fixture cards with invented text in the Index's markdown (keywords from the pretend glossary) and invented rulings. */
function cards(): IndexCard[] {
  return fixtureCards().map((card) => {
    if (card.slug === 'blackmarket-broker') {
      return {
        ...card,
        effect: '**Brace 2**\n\n**Lantern** *(a made-up reminder)*\n\nWhen CARDNAME joins, nothing special happens.',
        rule: [
          { title: '', date_added: '2024-01-05', description: 'An invented ruling about the granary and the harvest.' },
          { title: '', date_added: '2023-06-01', description: 'An invented ruling: harm from two sources adds up before Brace ignores any of it.' },
          { title: '', date_added: '2022-02-02', description: 'An invented ruling about peeking twice.' },
        ],
      };
    }
    if (card.slug === 'fireball') return { ...card, effect: '**Skyward:** a made-up line for tests.' };
    return card;
  });
}

const catalog = new CardCatalog(cards());
const rulesCard = (name: string, text = ''): RulesCard => ({ name, slug: name.toLowerCase().replace(/\W+/g, '-'), text, rulings: [] });

describe('card names in a rules question', () => {
  const mentions = new CardMentions(
    [rulesCard('Blackmarket Broker'), rulesCard('Lorraine, Wandering Warrior'), rulesCard('Spirit of Fire'), rulesCard('Sentry'), rulesCard('Harvest Phase')],
    { isRulesWord: (word) => index.isRulesWord(word) },
  );

  it('finds a full name and takes it out of the question', () => {
    const found = mentions.find('Can my Blackmarket Broker be sent out twice?');
    expect(found.cards.map((c) => c.name)).toEqual(['Blackmarket Broker']);
    expect(found.rest).toBe('can my be sent out twice');
  });

  it('reads a champion by the name before its title, and ignores case and punctuation', () => {
    expect(mentions.find('does lorraine level up').cards.map((c) => c.name)).toEqual(['Lorraine, Wandering Warrior']);
    expect(mentions.find("spirit-of-fire's harvest").cards.map((c) => c.name)).toEqual(['Spirit of Fire']);
    const apostrophe = new CardMentions([rulesCard("Gnome's Lantern Grotto")], { isRulesWord: (word) => index.isRulesWord(word) });
    expect(apostrophe.find("gnome's lantern grotto").cards).toHaveLength(1);
    expect(apostrophe.find('gnomes lantern grotto').cards).toHaveLength(1);
  });

  it('does not take rules words for cards, even when a card is named with them', () => {
    // "sentry" and "harvest phase" are words of the (pretend) rules: read as rules, not as cards.
    expect(index.isRulesWord('sentry')).toBe(true);
    expect(mentions.find('when does a sentry stand up').cards).toEqual([]);
    expect(mentions.find('is there a harvest phase').cards).toEqual([]);
  });

  it('takes a name made of rules words for a card when the rules never write it, keeping its words in the question', () => {
    // "sentry" and "harvest" are pretend rules words, but the rules never say "harvest sentry".
    expect(index.isRulesPhrase(['harvest', 'phase'])).toBe(true);
    expect(index.isRulesPhrase(['harvest', 'sentry'])).toBe(false);
    const withPhrases = new CardMentions([rulesCard('Harvest Sentry'), rulesCard('Harvest Phase')], {
      isRulesWord: (word) => index.isRulesWord(word),
      isRulesPhrase: (words) => index.isRulesPhrase(words),
    });
    const found = withPhrases.find('does harvest sentry tip');
    expect(found.cards.map((c) => c.name)).toEqual(['Harvest Sentry']);
    expect(found.rest).toBe('does harvest sentry tip');
    expect(withPhrases.find('is there a harvest phase').cards).toEqual([]);
  });

  it('forgives one slip in a longer word of a name, only where a typed word is not a rules word', () => {
    expect(mentions.find('can my blackmarket brokr be sent out').cards.map((c) => c.name)).toEqual(['Blackmarket Broker']);
    expect(mentions.find('can my blackmarket brokr be sent out').rest).toBe('can my be sent out');
    expect(mentions.find('blakmarket brokr').cards).toEqual([]);
    expect(mentions.find('spirit of fyre').cards).toEqual([]);
  });

  it('reads the keywords a card prints in bold, without their numbers or colons', () => {
    expect(boldTerms('**Brace 2**\n\n**On Enter:** text **Recover 8+X** and **Ephemerate — **')).toEqual(['Brace', 'On Enter', 'Recover', 'Ephemerate']);
    expect(index.cardSections({ text: '**Brace 2** then **Lantern** and **Nothing Real**' }).map((s) => s.id)).toEqual([
      'keywords-and-abilities/brace-n',
      'keywords-and-abilities/lantern',
    ]);
  });

  it("ranks the named card's keywords as candidates", () => {
    const broker = { ...rulesCard('Blackmarket Broker', '**Brace 2**'), rulings: [] };
    // Alone, the words point at the turn flow; with the card, at the keyword it prints.
    expect(index.search('harm from two sources', 1)[0]?.section.id).not.toBe('keywords-and-abilities/brace-n');
    expect(index.search('harm from two sources', 1, { cards: [broker] })[0]?.section.id).toBe('keywords-and-abilities/brace-n');
    expect(index.search('', 3, { cards: [broker] }).map((h) => h.section.id)).toEqual(['keywords-and-abilities/brace-n']);
  });

  it('ranks a keyword the named card has above a term its effect only mentions', () => {
    const card = rulesCard('Invented Sentry', '[Class Bonus] **Skyward**\n\nWhen it enters, another ally gains **brace 1** until end of turn.');
    expect(index.search('', 3, { cards: [card] }).map((h) => h.section.id)).toEqual(['keywords-and-abilities/skyward', 'keywords-and-abilities/brace-n']);
    const flipped = rulesCard('Invented Sentry', '**Brace 1**\n\nWhile it is awake, it can grant **skyward** to an ally.');
    expect(index.search('', 3, { cards: [flipped] }).map((h) => h.section.id)).toEqual(['keywords-and-abilities/brace-n', 'keywords-and-abilities/skyward']);
  });

  it('also ranks the rules that a named card\'s rulings speak of', () => {
    const card: RulesCard = { ...rulesCard('Old Griffin'), rulings: [{ date: '2024-01-01', text: 'An invented ruling: it keeps Skyward while tipped.' }] };
    expect(index.search('', 3, { cards: [card] }).map((h) => h.section.id)).toEqual(['keywords-and-abilities/skyward']);
    expect(index.search('', 3, { cards: [rulesCard('Old Griffin')] })).toEqual([]);
  });

  it('picks the rulings that share the most words with the question, newest first among equals', () => {
    const card: RulesCard = {
      ...rulesCard('X'),
      rulings: [
        { date: '2020-01-01', text: 'old words about moats' },
        { date: '2022-01-01', text: 'words about harm and moats' },
        { date: '2021-01-01', text: 'more words about harm' },
      ],
    };
    expect(relevantRulings(card, 'harm at the moat', indexTerms).map((r) => r.date)).toEqual(['2022-01-01', '2021-01-01']);
    expect(relevantRulings(card, 'nothing shared', indexTerms, 1).map((r) => r.date)).toEqual(['2022-01-01']);
  });
});

describe('/rule with the card catalog', () => {
  it("shows the official rulings of a card the question names, the most relevant first, with the card's page", () => {
    const reply = ruleCommand.handleRule({ query: 'blackmarket broker harm from two sources' }, index, catalog);
    const embed = reply.embeds[0];
    // The card prints Brace and Lantern: the answer is one of them.
    expect(embed?.url).toMatch(/^https:\/\/rules\.gatcg\.com\/glossary\/keywords-and-abilities#(?:brace-n|lantern)$/);
    const rulings = embed?.fields?.find((f) => f.name === 'Rulings · Blackmarket Broker');
    expect(rulings?.value).toMatch(/^• \*2023-06-01\*: An invented ruling: harm from two sources/);
    expect(rulings?.value).toContain('1 more on [Blackmarket Broker on the Index](https://index.gatcg.com/card/blackmarket-broker)');
  });

  it('says so when a named card has no rulings, and adds nothing when no card is named', () => {
    const named = ruleCommand.handleRule({ query: 'fireball skyward moat' }, index, catalog);
    expect(named.embeds[0]?.fields?.find((f) => f.name === 'Rulings · Fireball')?.value).toContain('No official rulings');
    const plain = ruleCommand.handleRule({ query: 'sending out a sentry tips it' }, index, catalog);
    expect(plain.embeds[0]?.fields?.some((f) => f.name.startsWith('Rulings'))).toBe(false);
  });
});

describe('/card with the rules', () => {
  it('links the rules sections of the keywords the card prints', () => {
    const field = handleCard(catalog, 'blackmarket-broker', index).embeds?.[0]?.fields?.find((f) => f.name === 'Rules');
    expect(field?.value).toBe(
      '[Brace N](https://rules.gatcg.com/glossary/keywords-and-abilities#brace-n) · [Lantern](https://rules.gatcg.com/glossary/keywords-and-abilities#lantern)',
    );
  });

  it('adds no rules field without the rules or without keywords', () => {
    expect(handleCard(catalog, 'blackmarket-broker').embeds?.[0]?.fields?.some((f) => f.name === 'Rules')).toBe(false);
    expect(handleCard(catalog, 'spirit-of-water', index).embeds?.[0]?.fields?.some((f) => f.name === 'Rules')).toBe(false);
  });
});
