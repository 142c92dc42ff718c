import { z } from 'zod';
import { MAX_COPIES_PER_ENTRY } from '../input-limits.js';
import { malformedJsonDeck } from './json-issue.js';
import { DECK_SECTIONS } from '../types.js';
import type { CardRef, DeckListEntry, ParsedDeckList } from '../types.js';

const text = z.string().trim().min(1).max(200);

/** A card is a name, or an object carrying a name, a slug or a uuid. */
const CardField = z.union([
  text.transform((name): CardRef => ({ name })),
  z
    .looseObject({ name: text.optional(), slug: text.optional(), uuid: text.optional() })
    .refine((card) => card.name ?? card.slug ?? card.uuid, 'a card needs a name, slug or uuid')
    .transform((card): CardRef => ({
      ...(card.uuid ? { uuid: card.uuid } : {}),
      ...(card.slug ? { slug: card.slug } : {}),
      ...(card.name ? { name: card.name } : {}),
    })),
]);

const Quantity = z.coerce.number().int().min(1).max(MAX_COPIES_PER_ENTRY);

// Order matters: an entry object must not be taken for a card object that happens to carry a quantity.
const Entry = z.union([
  text.transform((name) => ({ ref: { name } as CardRef, quantity: 1 })),
  z
    .looseObject({ card: CardField, quantity: Quantity.optional(), count: Quantity.optional() })
    .transform((entry) => ({ ref: entry.card, quantity: entry.quantity ?? entry.count ?? 1 })),
  // Some exports flatten the card into the entry itself.
  z
    .looseObject({ name: text.optional(), slug: text.optional(), uuid: text.optional(), quantity: Quantity.optional(), count: Quantity.optional() })
    .refine((entry) => entry.name ?? entry.slug ?? entry.uuid, 'a card needs a name, slug or uuid')
    .transform((entry) => ({
      ref: { ...(entry.uuid ? { uuid: entry.uuid } : {}), ...(entry.slug ? { slug: entry.slug } : {}), ...(entry.name ? { name: entry.name } : {}) },
      quantity: entry.quantity ?? entry.count ?? 1,
    })),
]);

const Section = z.array(Entry).max(500).default([]);

export const OmnidexDeckSchema = z
  .looseObject({ material: Section, main: Section, sideboard: Section })
  .refine((deck) => deck.material.length + deck.main.length + deck.sideboard.length > 0, 'the deck has no cards');

/** Omnidex decklist JSON: `{ material, main, sideboard }`, arrays of `{ card, quantity }`. */
export function looksLikeOmnidexJson(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return DECK_SECTIONS.some((section) => Array.isArray((value as Record<string, unknown>)[section]));
}

export function parseOmnidexJson(value: unknown): ParsedDeckList {
  const parsed = OmnidexDeckSchema.safeParse(value);
  if (!parsed.success) throw malformedJsonDeck('Omnidex decklist', parsed.error);
  const entries: DeckListEntry[] = DECK_SECTIONS.flatMap((section) =>
    parsed.data[section].map(({ ref, quantity }) => ({ section, ref, quantity })),
  );
  return { format: 'omnidex-json', entries };
}
