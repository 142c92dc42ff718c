// "If this was imbued" once the source object has left the field (an On Death ability, say): the
// imbued property of the object is read from its last-known information
// (game-mechanics/game-mechanics-card-and-object-information.md#last-known-information,
// game-mechanics/game-mechanics-properties-and-states.md#properties-and-states-of-objects).
import type { StackItem } from '../types.js';

/**
 * Whether the source object was imbued as it left, from its last-known information; undefined for an item
 * without one (a card activation, which reads its own activation property). Call it only once the source is gone.
 */
export function leftImbuedSource(item: Pick<StackItem, 'lki'>): boolean | undefined {
  if (!item.lki) return undefined;
  return !!item.lki.imbued;
}
