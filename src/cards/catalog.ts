import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { INDEX_API_ORIGIN, INDEX_SITE_ORIGIN, IndexCardSchema } from './index-schema.js';
import type { IndexCard } from './index-schema.js';

/**
 * Lower-case, accents and apostrophes dropped, every other run of punctuation or
 * spaces turned into one space: "Lorraine, Wandering Warrior" and
 * "lorraine wandering warrior" meet on the same key.
 */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2018\u2019`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function cardsCachePath(dataDir: string): string {
  return path.join(dataDir, 'cards', 'index-cards.json');
}

export class CardCatalog {
  private readonly cards: readonly IndexCard[];
  private readonly uuidIndex = new Map<string, IndexCard>();
  private readonly slugIndex = new Map<string, IndexCard>();
  /** Printing uuids and slugs, which some deck builders export instead of the card's. */
  private readonly editionIndex = new Map<string, IndexCard>();
  /** Several Index cards can share a name (the Nameless Champion has one card per class pair). */
  private readonly nameIndex = new Map<string, IndexCard[]>();

  constructor(cards: readonly IndexCard[]) {
    const unique: IndexCard[] = [];
    for (const card of cards) {
      if (this.uuidIndex.has(card.uuid)) continue;
      unique.push(card);
      this.uuidIndex.set(card.uuid, card);
      this.slugIndex.set(card.slug.toLowerCase(), card);
      for (const edition of card.editions) {
        if (!this.editionIndex.has(edition.uuid)) this.editionIndex.set(edition.uuid, card);
        const editionSlug = `slug:${edition.slug.toLowerCase()}`;
        if (!this.editionIndex.has(editionSlug)) this.editionIndex.set(editionSlug, card);
      }
      const key = normaliseName(card.name);
      const same = this.nameIndex.get(key);
      if (same) same.push(card);
      else this.nameIndex.set(key, [card]);
    }
    this.cards = unique;
  }

  get size(): number {
    return this.cards.length;
  }

  list(): readonly IndexCard[] {
    return this.cards;
  }

  byUuid(uuid: string): IndexCard | undefined {
    return this.uuidIndex.get(uuid);
  }

  bySlug(slug: string): IndexCard | undefined {
    return this.slugIndex.get(slug.trim().toLowerCase());
  }

  /** The card of a printing, by the printing's uuid or slug. */
  byEdition(ref: string): IndexCard | undefined {
    const trimmed = ref.trim();
    return this.editionIndex.get(trimmed) ?? this.editionIndex.get(`slug:${trimmed.toLowerCase()}`);
  }

  /** Every card whose name matches, case- and punctuation-insensitively. */
  allByName(name: string): readonly IndexCard[] {
    return this.nameIndex.get(normaliseName(name)) ?? [];
  }

  byName(name: string): IndexCard | undefined {
    return this.allByName(name)[0];
  }

  /** A uuid, a slug or a name, in that order. */
  find(ref: string): IndexCard | undefined {
    const trimmed = ref.trim();
    if (trimmed === '') return undefined;
    return this.byUuid(trimmed) ?? this.bySlug(trimmed) ?? this.byName(trimmed);
  }
}

/** The picture of the card's first printing, as a full URL. */
export function cardImageUrl(card: IndexCard): string | undefined {
  const image = card.editions[0]?.image;
  if (!image) return undefined;
  return new URL(image, INDEX_API_ORIGIN).toString();
}

export function indexPageUrl(card: IndexCard): string {
  return `${INDEX_SITE_ORIGIN}/card/${encodeURIComponent(card.slug)}`;
}

export function isChampion(card: IndexCard): boolean {
  return card.types.includes('CHAMPION');
}

export function isRegalia(card: IndexCard): boolean {
  return card.types.includes('REGALIA');
}

/** Cards that start in the material deck. */
export function isMaterialCard(card: IndexCard): boolean {
  return isChampion(card) || isRegalia(card);
}

export class CatalogLoadError extends Error {
  override readonly name = 'CatalogLoadError';
}

/** Reads and validates the card cache written by `npm run cards:sync`. */
export async function loadCatalog(dataDir: string): Promise<CardCatalog> {
  const file = cardsCachePath(dataDir);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new CatalogLoadError(`No card cache at ${file}: run \`npm run cards:sync\` first.`, { cause: error });
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new CatalogLoadError(`The card cache at ${file} is not valid JSON.`, { cause: error });
  }
  const parsed = z.array(IndexCardSchema).safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CatalogLoadError(
      `The card cache at ${file} does not match the Index card schema (${issue?.path.join('.')}: ${issue?.message}).`,
    );
  }
  return new CardCatalog(parsed.data);
}
