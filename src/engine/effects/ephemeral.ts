// Ephemeral objects (glossary/game-terms.md#ephemeral): an object that becomes ephemeral is banished
// whenever it would leave the field (state/zones.ts reads the flag as it moves the object). The
// property stays with the object for as long as it is on the field.
import type { GameState, ObjectState } from '../types.js';
import { mutObj } from '../state/clone.js';

/** Each of these objects becomes ephemeral. */
export function becomeEphemeral(s: GameState, objects: ObjectState[]): void {
  for (const o of objects) if (s.objects[o.id]) mutObj(s, o.id).ephemeral = true;
}

/** Is the unit the current attack targets ephemeral? */
export function defenderEphemeral(s: GameState): boolean {
  const id = s.combat?.defender;
  return !!id && !!s.objects[id]?.ephemeral;
}
