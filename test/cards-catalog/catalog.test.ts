import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CardCatalog,
  CatalogLoadError,
  cardImageUrl,
  cardsCachePath,
  indexPageUrl,
  isMaterialCard,
  loadCatalog,
  normaliseName,
} from '../../src/cards/catalog.js';
import { IndexCardSchema } from '../../src/cards/index-schema.js';
import { writeCardCache } from '../../src/cards/sync.js';
import { fixtureCards } from './fixture-cards.js';
import { hasSharedCards, sharedCardsRaw } from './shared-data.js';

describe('normaliseName', () => {
  it('ignores case, punctuation, spacing and accents', () => {
    expect(normaliseName('Lorraine, Wandering Warrior')).toBe(normaliseName('lorraine wandering warrior'));
    expect(normaliseName("Alchemist's Kit")).toBe(normaliseName('alchemists kit'));
    expect(normaliseName('Spirit Blade: Ascension')).toBe('spirit blade ascension');
    expect(normaliseName('  Café —  Noir ')).toBe('cafe noir');
  });
});

describe('CardCatalog', () => {
  const catalog = new CardCatalog(fixtureCards());

  it('finds a card by uuid, slug and name', () => {
    expect(catalog.byUuid('RIVahUIQVD')?.name).toBe('Fireball');
    expect(catalog.bySlug('LORRAINE-WANDERING-WARRIOR')?.name).toBe('Lorraine, Wandering Warrior');
    expect(catalog.byName('lorraine wandering warrior')?.slug).toBe('lorraine-wandering-warrior');
    expect(catalog.byName('SPIRIT BLADE ascension')?.name).toBe('Spirit Blade: Ascension');
    expect(catalog.find('fireball')?.uuid).toBe('RIVahUIQVD');
    expect(catalog.find('   ')).toBeUndefined();
    expect(catalog.byName('Not A Card')).toBeUndefined();
  });

  it('finds the card of a printing by the printing uuid or slug', () => {
    expect(catalog.byEdition('jFUcHe4DNg')?.name).toBe('Fireball');
    expect(catalog.byEdition('fireball-doa1e')?.name).toBe('Fireball');
  });

  it('lists each uuid once', () => {
    const cards = fixtureCards();
    const doubled = new CardCatalog([...cards, ...fixtureCards()]);
    expect(doubled.size).toBe(cards.length);
    expect(doubled.list().map((card) => card.uuid)).toEqual(cards.map((card) => card.uuid));
  });

  it('builds the image and Index page links', () => {
    const fireball = catalog.byName('Fireball')!;
    expect(cardImageUrl(fireball)).toBe('https://api.gatcg.com/cards/images/jFUcHe4DNg.jpg');
    expect(indexPageUrl(fireball)).toBe('https://index.gatcg.com/card/fireball');
    expect(cardImageUrl({ ...fireball, editions: [] })).toBeUndefined();
  });

  it('tells material cards from main deck cards', () => {
    expect(isMaterialCard(catalog.byName('Spirit of Fire')!)).toBe(true);
    expect(isMaterialCard(catalog.byName('Aegis of Dawn')!)).toBe(true);
    expect(isMaterialCard(catalog.byName('Fireball')!)).toBe(false);
  });

  it.skipIf(!hasSharedCards)('keeps every card sharing a name in the shared snapshot', () => {
    const shared = new CardCatalog(sharedCardsRaw().map((item) => IndexCardSchema.parse(item)));
    expect(shared.allByName('nameless champion').length).toBeGreaterThan(1);
    expect(shared.byName('Lorraine, Wandering Warrior')?.slug).toBe('lorraine-wandering-warrior');
    for (const card of shared.list()) expect(shared.bySlug(card.slug)).toBe(card);
  });
});

describe('loadCatalog', () => {
  it('reads the cache that the sync writes', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'archivist-catalog-'));
    await writeCardCache(dir, fixtureCards());
    const catalog = await loadCatalog(dir);
    expect(catalog.size).toBe(fixtureCards().length);
    expect(catalog.byName('Fireball')?.cost_reserve).toBe(4);
  });

  it('explains a missing, broken or foreign cache', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'archivist-catalog-'));
    await expect(loadCatalog(dir)).rejects.toThrow(/cards:sync/);
    await mkdir(path.dirname(cardsCachePath(dir)), { recursive: true });
    await writeFile(cardsCachePath(dir), '{not json');
    await expect(loadCatalog(dir)).rejects.toBeInstanceOf(CatalogLoadError);
    await writeFile(cardsCachePath(dir), JSON.stringify([{ name: 'x' }]));
    await expect(loadCatalog(dir)).rejects.toThrow(/schema/);
  });
});
