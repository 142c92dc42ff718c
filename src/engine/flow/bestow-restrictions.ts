// "Bestow this boon only if …": a restriction checked with the others as the bestowal's legality is
// checked (game-mechanics/game-mechanics-playing-cards/playing-cards-bestowing-boons.md#general-rules, step 3.1:
// a boon may add restrictions that must be met to bestow it; otherwise the bestowal is cancelled).
// Whether a player's starting main deck held a unique card is kept from the game's setup
// (general-rules/general-rules-starting-the-game.md): later changes to the deck don't matter.
import type { CardDef } from '../../cards/vocabulary.js';
import type { GameState, PlayerId, RuleViolation } from '../types.js';
import { RULES } from '../rules-refs.js';
import { conditionMet } from '../state/query.js';

/** Did this main deck list hold a unique card? */
export function startedWithUnique(main: readonly string[], defs: Record<string, CardDef>): boolean {
  return main.some((slug) => defs[slug]?.supertypes.includes('UNIQUE'));
}

/** Why `who` can't bestow this boon because of its own restriction, or null. */
export function bestowRestrictionProblem(s: GameState, who: PlayerId, def: CardDef): RuleViolation | null {
  for (const ab of def.abilities) {
    if (ab.kind !== 'static' || ab.effect.kind !== 'bestowOnlyIf' || !ab.condition) continue;
    if (!conditionMet(s, who, ab.condition, undefined, [], undefined, def)) return { message: `${def.name} can't be bestowed now: its own restriction is not met.`, rule: RULES.bestowing };
  }
  return null;
}
