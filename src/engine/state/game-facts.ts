import type { GameState } from '../types.js';

/**
 * Facts about the cards of one game. A game's cards and definitions never change (states share
 * them by reference), so these are worked out once per game and answered without looking each
 * card up again.
 */
interface GameFacts {
  /** Cards with an Ephemerate cost: the only ones that can be activated from a graveyard. */
  ephemerate: Set<string>;
}

const facts = new WeakMap<GameState['cards'], GameFacts>();
let lastCards: GameState['cards'] | null = null;
let lastFacts: GameFacts | null = null;

export function gameFacts(s: GameState): GameFacts {
  if (s.cards === lastCards) return lastFacts!; // one game at a time, most of the time
  let f = facts.get(s.cards);
  if (!f) {
    f = { ephemerate: new Set() };
    for (const [id, c] of Object.entries(s.cards)) {
      if (s.defs[c.def]?.activationValues?.ephemerate != null) f.ephemerate.add(id);
    }
    facts.set(s.cards, f);
  }
  lastCards = s.cards;
  lastFacts = f;
  return f;
}
