// Prepared attack cards (game-mechanics/game-mechanics-properties-and-states.md, glossary/keywords-and-abilities.md#prepare-n):
// an attack card activated with its Prepare cost paid keeps the prepared property, so that its On Attack /
// On Hit / On Kill abilities ("if this card was prepared") read it even once combat has ended and the
// card has gone to the graveyard while they resolve. Only the latest attack card to enter an intent is
// remembered: each one that enters replaces it.
import type { CardId, GameState } from '../types.js';

/** An attack card enters the intent, prepared or not. */
export function notePreparedIntent(s: GameState, card: CardId, prepared: boolean, imbued = false): void {
  if (prepared) s.preparedIntent = [card];
  else if (s.preparedIntent) delete s.preparedIntent;
  // The imbued property is kept the same way (an On Kill "if this is imbued" of an attack card).
  if (imbued) s.imbuedIntent = [card];
  else if (s.imbuedIntent) delete s.imbuedIntent;
}

/** Was the latest attack card to enter an intent, of this definition, prepared? */
export function intentCardPrepared(s: GameState, def: string): boolean {
  return !!s.preparedIntent?.some((card) => s.cards[card]?.def === def);
}

/** Was the latest attack card to enter an intent, of this definition, imbued? */
export function intentCardImbued(s: GameState, def: string): boolean {
  return !!s.imbuedIntent?.some((card) => s.cards[card]?.def === def);
}
