// A static ability sparing its controller the loss for drawing with an empty deck, which is otherwise a
// loss (general-rules/general-rules-ending-the-game.md#general-rules-ending-the-game, rule 5).
import type { GameState, PlayerId } from '../types.js';
import { abilitySources, conditionMet } from '../state/query.js';

/** Does an object this player controls keep them from losing for drawing from an empty deck? */
export function safeFromEmptyDeck(s: GameState, who: PlayerId): boolean {
  for (const id of s.field) {
    const o = s.objects[id]!;
    if (o.controller !== who) continue;
    for (const { ability: ab, def } of abilitySources(s, o)) {
      if (ab.kind !== 'static' || ab.effect.kind !== 'noEmptyDeckLoss') continue;
      if (!ab.condition || conditionMet(s, who, ab.condition, o, [], undefined, s.defs[def])) return true;
    }
  }
  return false;
}
