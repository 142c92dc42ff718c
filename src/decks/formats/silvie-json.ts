import { z } from 'zod';
import { MAX_COPIES_PER_ENTRY } from '../input-limits.js';
import { malformedJsonDeck } from './json-issue.js';
import { DECK_SECTIONS } from '../types.js';
import type { DeckListEntry, ParsedDeckList } from '../types.js';

const Entry = z.looseObject({
  uuid: z.string().trim().min(1).max(100),
  quantity: z.coerce.number().int().min(1).max(MAX_COPIES_PER_ENTRY),
});

const Section = z.array(Entry).max(500).default([]);

export const SilvieDeckSchema = z.looseObject({
  cards: z
    .looseObject({ main: Section, material: Section, sideboard: Section })
    .refine((cards) => cards.main.length + cards.material.length + cards.sideboard.length > 0, 'the deck has no cards'),
});

/** silvie.org deck-builder export: `cards.{main, material, sideboard}` arrays of `{ uuid, quantity }`. */
export function looksLikeSilvieJson(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const cards = (value as Record<string, unknown>)['cards'];
  return typeof cards === 'object' && cards !== null && !Array.isArray(cards);
}

export function parseSilvieJson(value: unknown): ParsedDeckList {
  const parsed = SilvieDeckSchema.safeParse(value);
  if (!parsed.success) throw malformedJsonDeck('silvie.org deck', parsed.error);
  const entries: DeckListEntry[] = DECK_SECTIONS.flatMap((section) =>
    parsed.data.cards[section].map(({ uuid, quantity }) => ({ section, ref: { uuid }, quantity })),
  );
  return { format: 'silvie-json', entries };
}
