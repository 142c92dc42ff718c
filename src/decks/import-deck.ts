import type { CardCatalog } from '../cards/catalog.js';
import type { CardSearch } from '../cards/card-search.js';
import { detectAndParse } from './parse.js';
import { resolveDeck } from './resolve.js';
import type { UnresolvedCard } from './resolve.js';
import type { DeckInputError, ParsedDeckList, ResolvedDeck } from './types.js';
import { validateStandard } from './validate.js';
import type { DeckValidation, ValidateOptions } from './validate.js';

export type DeckImportOutcome =
  | { ok: true; list: ParsedDeckList; deck: ResolvedDeck; validation: DeckValidation }
  | { ok: false; reason: 'input'; error: DeckInputError }
  | { ok: false; reason: 'unresolved'; unresolved: UnresolvedCard[] };

/** Untrusted input to a resolved, validated deck: read, resolve every card, check Standard. */
export function readDeckList(
  input: string | Uint8Array,
  catalog: CardCatalog,
  search: CardSearch,
  options: ValidateOptions = {},
): DeckImportOutcome {
  const parsed = detectAndParse(input);
  if (!parsed.ok) return { ok: false, reason: 'input', error: parsed.error };
  const resolved = resolveDeck(parsed.deck, catalog, search);
  if (!resolved.ok) return { ok: false, reason: 'unresolved', unresolved: resolved.unresolved };
  return { ok: true, list: parsed.deck, deck: resolved.deck, validation: validateStandard(resolved.deck, options) };
}
