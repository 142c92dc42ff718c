import { looksLikeCgs, parseCgs } from './formats/cgs.js';
import { looksLikeOmnideck, parseOmnideck } from './formats/omnideck.js';
import { looksLikeOmnidexJson, parseOmnidexJson } from './formats/omnidex-json.js';
import { parsePlain } from './formats/plain.js';
import { looksLikeSilvieJson, parseSilvieJson } from './formats/silvie-json.js';
import { checkDeckInput, MAX_CARDS_PER_SECTION } from './input-limits.js';
import { DeckInputError } from './types.js';
import type { ParsedDeckList } from './types.js';

export type DeckParseResult = { ok: true; deck: ParsedDeckList } | { ok: false; error: DeckInputError };

function parseJsonDeck(text: string): ParsedDeckList {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new DeckInputError('invalid-json', 'The deck list looks like JSON but is not valid JSON.');
  }
  if (looksLikeSilvieJson(value)) return parseSilvieJson(value);
  if (looksLikeOmnidexJson(value)) return parseOmnidexJson(value);
  throw new DeckInputError(
    'unknown-format',
    'This JSON is neither an Omnidex decklist ({material, main, sideboard}) nor a silvie.org export ({cards: {...}}).',
  );
}

function checkSectionSizes(deck: ParsedDeckList): void {
  const totals = new Map<string, number>();
  for (const entry of deck.entries) {
    const total = (totals.get(entry.section) ?? 0) + entry.quantity;
    if (total > MAX_CARDS_PER_SECTION) {
      throw new DeckInputError('too-many-cards', `A section of the list holds more than ${MAX_CARDS_PER_SECTION} cards.`);
    }
    totals.set(entry.section, total);
  }
}

/** Recognises the format of an untrusted deck list and reads it; never throws. */
export function detectAndParse(input: string | Uint8Array): DeckParseResult {
  try {
    const text = checkDeckInput(input);
    const trimmed = text.trimStart();
    let deck: ParsedDeckList;
    if (trimmed.startsWith('{') || trimmed.startsWith('[')) deck = parseJsonDeck(trimmed);
    else if (looksLikeCgs(text)) deck = parseCgs(text);
    else if (looksLikeOmnideck(text)) deck = parseOmnideck(text);
    else deck = parsePlain(text);
    checkSectionSizes(deck);
    return { ok: true, deck };
  } catch (error) {
    if (error instanceof DeckInputError) return { ok: false, error };
    throw error;
  }
}
