// "That opponent" / "that player": the controller of the object the trigger's event named (the champion an
// On Champion Hit hit), as the effect resolves (glossary/game-terms.md#control-and-ownership).
import type { GameState, PlayerState, StackItem } from '../types.js';

/** The controller of the trigger's event object, if it is still on the field and its player is still in the game. */
export function eventObjectControllers(s: GameState, item: Pick<StackItem, 'eventObject'>): PlayerState[] {
  const o = item.eventObject ? s.objects[item.eventObject] : undefined;
  const p = o ? s.players.find((pl) => pl.id === o.controller) : undefined;
  return p && !p.lost ? [p] : [];
}
