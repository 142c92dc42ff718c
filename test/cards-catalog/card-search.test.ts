import { describe, expect, it } from 'vitest';
import { CardCatalog } from '../../src/cards/catalog.js';
import {
  buildCardEmbed,
  CardSearch,
  EMBED_LIMITS,
  embedCharacterCount,
  formatCost,
  lookupCard,
  MAX_CHOICES,
} from '../../src/cards/card-search.js';
import { IndexCardSchema } from '../../src/cards/index-schema.js';
import type { IndexCard } from '../../src/cards/index-schema.js';
import { fixtureCards } from './fixture-cards.js';
import { hasSharedCards, sharedCardsRaw } from './shared-data.js';

const catalog = new CardCatalog(fixtureCards());
const search = new CardSearch(catalog);
const names = (cards: readonly IndexCard[]) => cards.map((card) => card.name);

let sharedCatalog: CardCatalog | undefined;
function shared(): CardCatalog {
  sharedCatalog ??= new CardCatalog(sharedCardsRaw().map((item) => IndexCardSchema.parse(item)));
  return sharedCatalog;
}

describe('CardSearch', () => {
  it('ranks the exact name first', () => {
    expect(names(search.search('fireball'))[0]).toBe('Fireball');
    expect(names(search.search('Spirit of Fire'))[0]).toBe('Spirit of Fire');
  });

  it('matches name prefixes, then word prefixes', () => {
    expect(names(search.search('lorr'))).toEqual(['Lorraine, Crux Knight', 'Lorraine, Wandering Warrior']);
    expect(names(search.search('crux kn'))[0]).toBe('Lorraine, Crux Knight');
    const spirit = names(search.search('spirit'));
    expect(spirit.slice(0, 3)).toEqual(['Spirit Blade: Ascension', 'Spirit of Fire', 'Spirit of Water']);
  });

  it('tolerates typos', () => {
    expect(names(search.search('firebal'))).toContain('Fireball');
    expect(names(search.search('fierball'))).toContain('Fireball');
    expect(names(search.search('lorane'))).toContain('Lorraine, Wandering Warrior');
    expect(names(search.search('blackmarket brokr'))[0]).toBe('Blackmarket Broker');
  });

  it('returns choices with the slug as value, never more than 25', () => {
    const choices = search.choices('');
    expect(choices.length).toBeLessThanOrEqual(MAX_CHOICES);
    expect(search.choices('fireball')[0]).toEqual({ name: 'Fireball', value: 'fireball' });
    expect(search.choices('zzzzqqq')).toEqual([]);
  });

  it('always proposes the three closest cards', () => {
    const closest = search.closest('Qwertyuiop');
    expect(closest).toHaveLength(3);
    expect(names(search.closest('Lorraine Wandring Warior'))[0]).toBe('Lorraine, Wandering Warrior');
  });

  it.skipIf(!hasSharedCards)('caps the choices at 25 over the whole Index and tells same-named cards apart', () => {
    const sharedSearch = new CardSearch(shared());
    expect(sharedSearch.choices('a')).toHaveLength(25);
    const nameless = sharedSearch.choices('nameless champion');
    expect(nameless.length).toBeGreaterThan(1);
    expect(new Set(nameless.map((choice) => choice.name)).size).toBe(nameless.length);
    expect(new Set(nameless.map((choice) => choice.value)).size).toBe(nameless.length);
    expect(sharedSearch.choices('lorraine wandering')[0]?.name).toBe('Lorraine, Wandering Warrior');
  });
});

describe('lookupCard', () => {
  it('resolves a slug, a name, or an unambiguous prefix', () => {
    expect(lookupCard(catalog, search, 'fireball')).toMatchObject({ found: true, card: { name: 'Fireball' } });
    expect(lookupCard(catalog, search, 'blackmarket')).toMatchObject({ found: true, card: { name: 'Blackmarket Broker' } });
  });

  it('suggests cards rather than guessing between several', () => {
    const result = lookupCard(catalog, search, 'lorraine');
    expect(result.found).toBe(false);
    if (!result.found) expect(names(result.suggestions)).toContain('Lorraine, Crux Knight');
  });
});

describe('buildCardEmbed', () => {
  const withRulings = (card: IndexCard, rulings: { title: string; date_added: string; description: string }[]): IndexCard => ({
    ...card,
    rule: rulings,
  });

  it('shows cost, types, classes, element, stats, speed, text, legality, printings, image and link', () => {
    const embed = buildCardEmbed(catalog.byName('Fireball')!);
    const field = (name: string) => embed.fields?.find((entry) => entry.name === name)?.value;
    expect(embed.title).toBe('Fireball');
    expect(embed.url).toBe('https://index.gatcg.com/card/fireball');
    expect(embed.image?.url).toBe('https://api.gatcg.com/cards/images/jFUcHe4DNg.jpg');
    expect(embed.description).toBe('test effect for Fireball');
    expect(field('Cost')).toBe('4 reserve');
    expect(field('Type')).toBe('Action — Mage Spell');
    expect(field('Classes')).toBe('Mage');
    expect(field('Element')).toBe('Fire');
    expect(field('Speed')).toBe('Fast');
    expect(field('Legality')).toBe('No Index restrictions');
    expect(field('Printings')).toBe('DOA 1st 134 (C)');
  });

  it('shows champion stats, X costs and Index bans', () => {
    const champion = buildCardEmbed(catalog.byName('Spirit of Fire')!);
    expect(champion.fields?.find((entry) => entry.name === 'Stats')?.value).toBe('Level 0 · Life 15');
    expect(champion.fields?.some((entry) => entry.name === 'Speed')).toBe(false);
    expect(formatCost(catalog.byName('Horticounter')!)).toBe('X reserve');
    expect(formatCost(catalog.byName('Alkahest')!)).toBe('0 memory');
    const banned = buildCardEmbed(catalog.byName('Altruistic Blacksmith')!);
    expect(banned.fields?.find((entry) => entry.name === 'Legality')?.value).toBe('Draft: banned\nStandard: banned');
  });

  it('lists rulings newest first with their dates', () => {
    const card = withRulings(catalog.byName('Fireball')!, [
      { title: '', date_added: '2023-01-02', description: 'test ruling one' },
      { title: 'ERRATA', date_added: '2024-05-06', description: 'test errata' },
    ]);
    const rulings = buildCardEmbed(card).fields!.filter((entry) => /^(Ruling|Errata)/.test(entry.name));
    expect(rulings).toEqual([
      { name: 'Errata · 2024-05-06', value: 'test errata' },
      { name: 'Ruling · 2023-01-02', value: 'test ruling one' },
    ]);
  });

  it('trims rulings to the Discord limits', () => {
    const long = 'placeholder words '.repeat(100);
    const card = withRulings(
      catalog.byName('Fireball')!,
      Array.from({ length: 12 }, (_, index) => ({ title: '', date_added: `2023-01-${String(index + 1).padStart(2, '0')}`, description: long })),
    );
    const embed = buildCardEmbed(card);
    expect(embedCharacterCount(embed)).toBeLessThanOrEqual(EMBED_LIMITS.total);
    expect(embed.fields!.length).toBeLessThanOrEqual(EMBED_LIMITS.fields);
    for (const field of embed.fields!) expect(field.value.length).toBeLessThanOrEqual(EMBED_LIMITS.fieldValue);
    expect(embed.fields!.at(-1)?.name).toBe('More rulings');
  });

  it.skipIf(!hasSharedCards)('stays within the Discord limits for every card of the Index', () => {
    for (const card of shared().list()) {
      const embed = buildCardEmbed(card);
      expect(embedCharacterCount(embed)).toBeLessThanOrEqual(EMBED_LIMITS.total);
      expect(embed.fields!.length).toBeLessThanOrEqual(EMBED_LIMITS.fields);
      expect(embed.description!.length).toBeLessThanOrEqual(EMBED_LIMITS.description);
      for (const field of embed.fields!) {
        expect(field.value.length).toBeGreaterThan(0);
        expect(field.value.length).toBeLessThanOrEqual(EMBED_LIMITS.fieldValue);
      }
    }
  });
});
