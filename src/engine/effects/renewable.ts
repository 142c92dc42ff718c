// Renewable (glossary/keywords-and-abilities.md#renewable): a regalia that would be banished from the
// field or from an intent goes to its owner's material deck instead. The field case is in
// state/zones.ts (removeObject); this is the intent's, used as the intent is cleared at end of combat.
import type { CardId, GameState } from '../types.js';
import type { CardZone } from '../state/zones.js';
import { cardDef, cardHasKeyword, isRegalia } from '../state/query.js';
import { graveyardDestination } from '../state/zones.js';

/** Where a card leaving the intent goes when it is sent to `zone` (graveyard, or banishment for Ephemerate). */
export function intentDestination(s: GameState, card: CardId, zone: 'graveyard' | 'banishment'): CardZone {
  const def = cardDef(s, card);
  const dest = zone === 'graveyard' ? graveyardDestination(def) : zone;
  if (dest === 'banishment' && isRegalia(def) && cardHasKeyword(s, s.cards[card]!.owner, def, 'renewable')) return 'materialDeck';
  return dest;
}
