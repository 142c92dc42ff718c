// Brewing as an event: a player brews a card when they activate it paying its Brew cost, the alternative
// cost of sacrificing the listed ingredients; that activation is brewed
// (glossary/keywords-and-abilities.md#brew). "Whenever you brew a Potion" watches that activation
// ('brews', flow/triggers.ts), and "if you've brewed a Potion this turn" reads the turn's activations
// (play/activation.ts records each one, with whether it was brewed).
import type { CardFilter } from '../../cards/vocabulary.js';
import type { GameState, PlayerId } from '../types.js';
import { cardMatches } from '../play/effects.js';

/** Has this player brewed a card like this this turn? */
export function brewedThisTurn(s: GameState, player: PlayerId, filter: CardFilter | undefined): boolean {
  return (s.activationsThisTurn ?? []).some((a) => a.player === player && a.brewed === true && !!s.defs[a.def] && (!filter || cardMatches(s.defs[a.def]!, filter)));
}
