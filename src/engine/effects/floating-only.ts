// "Pay only using floating memory for this card's memory cost": the whole memory cost, increases
// included, is paid by banishing Floating Memory cards from the graveyard (glossary/keywords-and-abilities.md#floating-memory),
// never with cards in memory; an additional cost that is not a memory cost can't be paid at all (the
// card's official ruling), so such a card can't be materialized while one applies.
import type { CardDef } from '../../cards/vocabulary.js';
import type { GameState, PlayerId } from '../types.js';
import { floatingMemoryCards, player } from '../state/query.js';
import { memorySubstituteTotal } from './memory-substitutes.js';

export const paysOnlyWithFloating = (def: CardDef): boolean =>
  def.abilities.some((ab) => ab.kind === 'static' && ab.effect.kind === 'floatingMemoryOnly');

/** The cards `who` could pay `def`'s memory cost with: memory and Floating Memory, or Floating Memory alone. */
export function memoryAvailableFor(s: GameState, who: PlayerId, def: CardDef): number {
  const floating = floatingMemoryCards(s, who).length;
  // Objects that pay part of a memory cost count too (effects/memory-substitutes.ts).
  return paysOnlyWithFloating(def) ? floating : player(s, who).memory.length + floating + memorySubstituteTotal(s, who, def);
}
