// Siegeable domains (general-rules/general-rules-card-types/card-types-functional-subtypes.md#functional-domains):
// domains that may be attacked. They enter with durability counters; damage to them removes that
// many counters instead of being marked; with none left they are destroyed as a state-based effect.
import type { CardDef } from '../../cards/vocabulary.js';
import type { GameState, ObjectState } from '../types.js';
import { mutObj } from '../state/clone.js';
import { objDef } from '../state/query.js';

export function isSiegeable(def: CardDef): boolean {
  return def.types.includes('DOMAIN') && def.subtypes.includes('SIEGEABLE');
}

/** Objects that enter with durability counters: weapons and siegeable domains. */
export function entersWithDurability(def: CardDef): boolean {
  return def.durability !== null && (def.types.includes('WEAPON') || isSiegeable(def));
}

/**
 * Damage dealt to a siegeable domain removes that many durability counters (it is still dealt, for
 * On Hit). Returns true when the object was a siegeable domain and the damage was handled here.
 */
export function damageSiegeable(s: GameState, o: ObjectState, amount: number): boolean {
  if (!isSiegeable(objDef(s, o))) return false;
  if (amount > 0) mutObj(s, o.id).counters.durability = Math.max(0, (o.counters.durability ?? 0) - amount);
  return true;
}

/** State-based: a siegeable domain with no durability counters left is destroyed. */
export function siegeBroken(s: GameState, o: ObjectState): boolean {
  return isSiegeable(objDef(s, o)) && (o.counters.durability ?? 0) <= 0;
}
