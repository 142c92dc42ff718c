// "Materialize this card only if …": a card whose materialization the rules allow only while a condition holds
// (RULES.materialization, playing-cards-card-materialization.md#general-rules: the card's own restriction),
// written as a static ability of the card (`materializeOnly`) whose condition is the permitted state; checked for every
// materialization, from the materialize phase or by an effect. Two states it may ask about: how many cards the player's
// material deck holds now, and how many it held as the game began.
import type { CardDef } from '../../cards/vocabulary.js';
import type { GameState, PlayerId, RuleViolation } from '../types.js';
import { conditionMet, player } from '../state/query.js';
import { RULES } from '../rules-refs.js';

/** Why `who` can't materialize `def` now because of its own restriction, or null. */
export function materializeOnlyProblem(s: GameState, who: PlayerId, def: CardDef): RuleViolation | null {
  for (const ab of def.abilities) {
    if (ab.kind !== 'static' || ab.effect.kind !== 'materializeOnly' || !ab.condition) continue;
    if (!conditionMet(s, who, ab.condition, undefined, [], undefined, def)) {
      return { message: `${def.name} can be materialized only in the state its text names.`, rule: RULES.materialization };
    }
  }
  return null;
}

export const materialDeckSize = (s: GameState, who: PlayerId): number => player(s, who).materialDeck.length;
export const startingMaterialDeckSize = (s: GameState, who: PlayerId): number | undefined => player(s, who).startingMaterialDeckSize;
