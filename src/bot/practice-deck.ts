// The practice bot's own deck when the player names none: a Standard deck drawn from the scripted
// pool, so every card the bot plays is rules-enforced and it never needs an opponent's consent
// for an assisted resolution (which it could not judge).
import type { CardDef, DeckList } from '../engine/types.js';
import { randomDeck } from '../engine/agents/random-deck.js';

export interface PoolDeck {
  name: string;
  deck: DeckList;
  /** The definitions of the deck's cards, for the game. */
  defs: CardDef[];
}

/** A deck from `pool` (scripted definitions, tokens included for what the cards create), derived from `seed`. */
export function poolDeck(pool: readonly CardDef[], seed: number): PoolDeck {
  const playable = pool.filter((d) => !d.types.includes('TOKEN'));
  const deck = randomDeck(playable, seed);
  const bySlug = new Map(pool.map((d) => [d.slug, d]));
  const top = bySlug.get(deck.material.filter((slug) => bySlug.get(slug)!.types.includes('CHAMPION')).at(-1)!)!;
  // Tokens travel with the deck: a card may make any of them.
  const slugs = new Set([...deck.material, ...deck.main]);
  const defs = pool.filter((d) => slugs.has(d.slug) || d.types.includes('TOKEN'));
  return { name: `scripted pool: ${top.name} (${seed})`, deck, defs };
}
