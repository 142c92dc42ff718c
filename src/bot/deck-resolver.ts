import type { CardCatalog } from '../cards/catalog.js';
import type { IndexCard } from '../cards/index-schema.js';
import type { DeckCard, DeckSection, ResolvedDeck } from '../decks/types.js';
import { validateStandard } from '../decks/validate.js';
import type { DeckList } from '../engine/types.js';
import type { DeckResolver } from './challenge-service.js';

/** The part of src/decks/deck-store.ts the bot needs. */
export interface SavedDecks {
  get(userId: string, name: string): Promise<{ name: string; material: Card[]; main: Card[]; sideboard: Card[] } | undefined>;
}
interface Card {
  uuid?: string;
  slug: string;
  name: string;
  quantity: number;
}

export interface DeckResolverOptions {
  houseDecks: Record<string, DeckList>;
  saved?: SavedDecks;
  /** The synced Index; without it saved decks cannot be played (their cards are unknown). */
  catalog?: CardCatalog | null;
  isScripted?: (slug: string) => boolean;
}

const expand = (cards: readonly DeckCard[]) => cards.flatMap((c) => Array.from({ length: c.quantity }, () => c.card.slug));

/** A saved deck rebuilt from today's catalog (by uuid, else slug); names of cards it no longer has. */
function rebuild(saved: Record<DeckSection, Card[]>, catalog: CardCatalog): { deck: ResolvedDeck; missing: string[] } {
  const missing: string[] = [];
  const section = (cards: Card[]) =>
    cards.flatMap((entry): DeckCard[] => {
      const card: IndexCard | undefined = (entry.uuid ? catalog.byUuid(entry.uuid) : undefined) ?? catalog.bySlug(entry.slug);
      if (!card) missing.push(entry.name);
      return card ? [{ card, quantity: entry.quantity }] : [];
    });
  return { deck: { material: section(saved.material), main: section(saved.main), sideboard: section(saved.sideboard) }, missing };
}

/** "52 of 64 cards are scripted; 12 are played with assisted resolution." (material and main deck copies) */
export function scriptingNote(deck: ResolvedDeck, isScripted: (slug: string) => boolean): string {
  const played = [...deck.material, ...deck.main];
  const total = played.reduce((n, c) => n + c.quantity, 0);
  const scripted = played.filter((c) => isScripted(c.card.slug)).reduce((n, c) => n + c.quantity, 0);
  const assisted = total - scripted;
  return `${scripted} of ${total} cards are scripted; ${assisted} ${assisted === 1 ? 'is' : 'are'} played with assisted resolution.`;
}

/**
 * A named house deck (case-insensitive), else the player's saved deck of that name, else the
 * side's house deck. A saved deck is rebuilt from the card catalog and must be legal in
 * Standard; the game then gets its cards' definitions from the catalog (see game-defs.ts).
 */
export function createDeckResolver(options: DeckResolverOptions): DeckResolver {
  const house = new Map(Object.entries(options.houseDecks).map(([name, deck]) => [name.toLowerCase(), { name, deck }]));
  const houseNames = () => [...house.values()].map((h) => h.name).join(', ');
  return async (userId, deckName, fallback) => {
    if (deckName === null) {
      const found = house.get(fallback.toLowerCase());
      return found ?? { error: `No house deck named ${fallback}.` };
    }
    const named = house.get(deckName.trim().toLowerCase());
    if (named) return named;
    const saved = await options.saved?.get(userId, deckName);
    if (!saved) return { error: `You have no deck named “${deckName}”. House decks: ${houseNames()}.` };
    const catalog = options.catalog;
    if (!catalog) return { error: 'Saved decks cannot be played until the card catalog is loaded (an operator runs `npm run cards:sync`).' };
    const { deck, missing } = rebuild(saved, catalog);
    if (missing.length > 0) {
      return { error: `“${saved.name}” has cards that are no longer in the Index (${missing.slice(0, 5).join(', ')}). Import it again.` };
    }
    const validation = validateStandard(deck);
    if (!validation.legal) {
      const problems = validation.problems.slice(0, 4).map((p) => `• ${p.message}`);
      return { error: `“${saved.name}” is not legal in Standard, so it cannot be played:\n${problems.join('\n')}` };
    }
    const list: DeckList = { material: expand(deck.material), main: expand(deck.main), sideboard: expand(deck.sideboard) };
    const note = options.isScripted ? scriptingNote(deck, options.isScripted) : undefined;
    return { name: saved.name, deck: list, ...(note ? { note } : {}) };
  };
}
