import type { CardDef, DeckList } from '../engine/types.js';
import type { DeckResolver } from './challenge-service.js';

/** The part of src/decks/deck-store.ts the bot needs. */
export interface SavedDecks {
  get(userId: string, name: string): Promise<{ name: string; material: Card[]; main: Card[]; sideboard: Card[] } | undefined>;
}
interface Card {
  slug: string;
  quantity: number;
}

const expand = (cards: readonly Card[]) => cards.flatMap((c) => Array.from({ length: c.quantity }, () => c.slug));

/**
 * A named house deck (case-insensitive), else the player's saved deck of that name, else the
 * side's house deck. A saved deck plays only when the engine has a definition for every card.
 */
export function createDeckResolver(options: { defs: readonly CardDef[]; houseDecks: Record<string, DeckList>; saved?: SavedDecks }): DeckResolver {
  const known = new Set(options.defs.map((d) => d.slug));
  const house = new Map(Object.entries(options.houseDecks).map(([name, deck]) => [name.toLowerCase(), { name, deck }]));
  return async (userId, deckName, fallback) => {
    if (deckName === null) {
      const found = house.get(fallback.toLowerCase());
      return found ?? { error: `No house deck named ${fallback}.` };
    }
    const named = house.get(deckName.trim().toLowerCase());
    if (named) return named;
    const saved = await options.saved?.get(userId, deckName);
    if (!saved) return { error: `You have no deck named “${deckName}”. House decks: ${[...house.values()].map((h) => h.name).join(', ')}.` };
    const deck: DeckList = { material: expand(saved.material), main: expand(saved.main), sideboard: expand(saved.sideboard) };
    const missing = [...new Set([...deck.material, ...deck.main].filter((slug) => !known.has(slug)))];
    if (missing.length > 0) {
      const list = missing.slice(0, 5).join(', ');
      return { error: `“${saved.name}” uses cards the engine cannot play yet (${list}${missing.length > 5 ? ', …' : ''}).` };
    }
    return { name: saved.name, deck };
  };
}
