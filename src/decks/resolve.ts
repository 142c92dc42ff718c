import { isMaterialCard, normaliseName } from '../cards/catalog.js';
import type { CardCatalog } from '../cards/catalog.js';
import type { CardSearch } from '../cards/card-search.js';
import type { IndexCard } from '../cards/index-schema.js';
import { DECK_SECTIONS } from './types.js';
import type { CardRef, DeckCard, DeckListEntry, DeckSection, ParsedDeckList, ResolvedDeck } from './types.js';

export interface UnresolvedCard {
  /** What the list said, as typed. */
  query: string;
  section: DeckListEntry['section'];
  line?: number;
  /** The three closest card names. */
  suggestions: string[];
}

/** A reply shows at most this many unknown names. */
export const MAX_NAMES_WITH_SUGGESTIONS = 10;

export type DeckResolution = { ok: true; deck: ResolvedDeck } | { ok: false; unresolved: UnresolvedCard[] };

/** "Fireball [DOA]", "Fireball (DOA 1st) 042": set markers some exporters append. */
const TRAILING_PRINTING = /\s*(?:\[[^\]]*\]|\([^)]*\))[\s\w-]*$/;

export function resolveCardRef(catalog: CardCatalog, ref: CardRef): IndexCard | undefined {
  if (ref.uuid) {
    const card = catalog.byUuid(ref.uuid) ?? catalog.byEdition(ref.uuid);
    if (card) return card;
  }
  if (ref.slug) {
    const card = catalog.bySlug(ref.slug) ?? catalog.byEdition(ref.slug);
    if (card) return card;
  }
  if (ref.name) {
    const card = catalog.byName(ref.name) ?? catalog.bySlug(ref.name) ?? catalog.byEdition(ref.name);
    if (card) return card;
    const stripped = ref.name.replace(TRAILING_PRINTING, '');
    if (stripped !== ref.name && normaliseName(stripped) !== '') return catalog.byName(stripped);
  }
  return undefined;
}

function describeRef(ref: CardRef): string {
  return ref.name ?? ref.slug ?? ref.uuid ?? '';
}

/**
 * Resolves every entry against the catalog. One unknown card fails the whole list,
 * with the three closest names for each, so nothing half-resolved is ever saved.
 */
export function resolveDeck(list: ParsedDeckList, catalog: CardCatalog, search: CardSearch): DeckResolution {
  const unresolved: UnresolvedCard[] = [];
  const sections: Record<DeckSection, Map<string, DeckCard>> = { material: new Map(), main: new Map(), sideboard: new Map() };
  for (const entry of list.entries) {
    const card = resolveCardRef(catalog, entry.ref);
    if (!card) {
      const query = describeRef(entry.ref);
      unresolved.push({
        query,
        section: entry.section,
        ...(entry.line !== undefined ? { line: entry.line } : {}),
        // Suggestions cost a fuzzy search each; a list of junk lines must not cost a thousand.
        suggestions: unresolved.length < MAX_NAMES_WITH_SUGGESTIONS ? search.closest(query, 3).map((match) => match.name) : [],
      });
      continue;
    }
    const section: DeckSection = entry.section === 'unsorted' ? (isMaterialCard(card) ? 'material' : 'main') : entry.section;
    const existing = sections[section].get(card.uuid);
    if (existing) existing.quantity += entry.quantity;
    else sections[section].set(card.uuid, { card, quantity: entry.quantity });
  }
  if (unresolved.length > 0) return { ok: false, unresolved };
  const deck = Object.fromEntries(DECK_SECTIONS.map((section) => [section, [...sections[section].values()]])) as ResolvedDeck;
  return { ok: true, deck };
}
