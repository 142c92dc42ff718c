// "That opponent" / "that player" of a trigger: the controller of the object its event named (the champion hit by an
// On Champion Hit, glossary/keywords-and-abilities.md#on-hit), while that object is still on the field.
import type { GameState, PlayerState, StackItem } from '../types.js';

export function eventObjectController(s: GameState, item: StackItem): PlayerState[] {
  const o = item.eventObject ? s.objects[item.eventObject] : undefined;
  const p = o ? s.players.find((pl) => pl.id === o.controller) : undefined;
  return p && !p.lost ? [p] : [];
}
