// "Negate target card activation unless its controller has [this card] deal N damage to their champion / has you
// draw two cards": the controller of the targeted activation chooses (glossary/game-terms.md#negate); if they accept,
// the effect happens (the damage comes from the resolving card), otherwise the activation is negated. Both read the
// player who controls that activation while it is still on the effects stack
// (game-mechanics/game-mechanics-game-zones/game-zones-effects-stack.md#general-rules).
import type { GameState, PlayerId, StackItem } from '../types.js';

/** The controller of the card activation targeted at this index, if it is still on the stack. */
export function activationController(s: GameState, item: StackItem, index: number): PlayerId | undefined {
  const t = item.targets[index];
  return t?.kind === 'stack' ? s.stack.find((i) => i.id === t.id)?.controller : undefined;
}
