// "Up to N target cards from a single graveyard": each target card after the first must be in the same graveyard
// as the target cards chosen before it with the same restriction (game-mechanics/game-mechanics-objects-and-targeting.md#target:
// the targets are chosen one by one as the card or ability is activated). A graveyard is its owner's, so the same
// graveyard means the same owner.
import type { TargetSpec } from '../../cards/vocabulary.js';
import type { ChosenTarget, GameState } from '../types.js';

export function singleGraveyardOk(s: GameState, specs: readonly TargetSpec[], chosen: readonly ChosenTarget[], t: ChosenTarget): boolean {
  const spec = specs[chosen.length];
  if (!spec?.singleGraveyard || !t || t.kind !== 'card') return true;
  const owner = s.cards[t.id]?.owner;
  return chosen.every((c, i) => !specs[i]?.singleGraveyard || !c || c.kind !== 'card' || s.cards[c.id]?.owner === owner);
}
