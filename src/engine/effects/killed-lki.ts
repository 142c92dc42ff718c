// "If the killed ally was a Beast", "if the killed unit had intercept or taunt": an On Kill reads the killed unit
// as it last was on the field (game-mechanics/game-mechanics-card-and-object-information.md#last-known-information):
// its subtypes and the keywords it had then, given or lost by effects included. They are taken as it leaves the
// field and carried by the On Kill triggers it causes (flow/combat.ts queueKillTrigger).
import type { Keyword } from '../../cards/vocabulary.js';
import type { GameState, ObjectState, StackItem } from '../types.js';
import { hasKeyword, objDef } from '../state/query.js';

/** The keywords worth remembering of a unit that leaves (those an On Kill may ask about). */
const REMEMBERED: Keyword[] = ['intercept', 'taunt', 'stealth', 'steadfast', 'vigor', 'ambush', 'immortality', 'spellshroud', 'omnishroud', 'trueSight', 'unblockable'];

export interface KilledLki { types: string[]; subtypes: string[]; keywords: string[] }

/** Taken as a unit leaves the field. */
export function killedLki(s: GameState, o: ObjectState): KilledLki {
  const d = objDef(s, o);
  return { types: [...d.types], subtypes: [...d.subtypes], keywords: REMEMBERED.filter((k) => hasKeyword(s, o, k)) };
}

/** In an On Kill's resolution: the killed unit was of this type, had this subtype, and one of these keywords, as it left. */
export function killedWas(item: StackItem, c: { type?: string; subtype?: string; anyKeyword?: Keyword[] }): boolean {
  const lki = item.eventLki;
  if (!lki) return false;
  if (c.type && !lki.types.includes(c.type)) return false;
  if (c.subtype && !lki.subtypes.includes(c.subtype)) return false;
  if (c.anyKeyword && !c.anyKeyword.some((k) => lki.keywords.includes(k))) return false;
  return true;
}
