// Counting cards across every player's zone ("seven or more regalia cards among all banishments"):
// the banishment is public (game-mechanics/game-mechanics-game-zones/game-zones-banishment.md#general-rules).
import type { CardFilter } from '../../cards/vocabulary.js';
import type { GameState } from '../types.js';
import { cardDef } from '../state/query.js';
import { cardMatches } from '../play/effects.js';

export function allBanishmentsCount(s: GameState, filter: CardFilter): number {
  return s.players.reduce((n, p) => n + p.banishment.filter((c) => cardMatches(cardDef(s, c), filter)).length, 0);
}

/** The cards like this in `who`'s memory (what revealing it shows). */
export function memoryCount(s: GameState, who: string, filter: CardFilter): number {
  return s.players.find((p) => p.id === who)?.memory.filter((c) => cardMatches(cardDef(s, c), filter)).length ?? 0;
}
