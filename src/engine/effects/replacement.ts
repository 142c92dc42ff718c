// Replacement effects on an object leaving the field
// (types-of-effects-replacement-effects.md; Link Shield in keywords-and-abilities.md;
// destruction and sacrifice in game-terms.md).
//
// `replaceLeaving` is asked by `removeObject` before an object moves. It may:
//  - replace the whole event (Link Shield: the shield is destroyed or sacrificed instead, and a
//    destroyed linked object loses its temporary damage), or
//  - change where the object goes ("banish it instead"): a unit banished instead of going to the
//    graveyard did not die.
// Several leaving replacements on one event apply in timestamp order (the game cannot stop for a
// choice in the middle of every zone move; damage replacements do offer the choice).

import type { Duration, LeavingEvent } from '../../cards/vocabulary.js';
import type { GameState, LeavingReplacement, ObjectId, ObjectState, PlayerId } from '../types.js';
import { logLine, newId, nextTimestamp, type Ctx } from '../flow/ctx.js';
import { hasKeyword, isRegalia, objDef } from '../state/query.js';
import { mutObj } from '../state/clone.js';
import { removeObject, type CardZone, type LeaveReason } from '../state/zones.js';

/** Create "if it would be <event>, banish it instead" on objects. */
export function addLeavingReplacement(ctx: Ctx, objects: ObjectId[], event: LeavingEvent, duration: Duration, controller: PlayerId, def: string): void {
  const s = ctx.s;
  if (objects.length === 0) return;
  const added: LeavingReplacement[] = objects.map((object) => ({
    id: newId(s, 'r'), object, controller, def, event, instead: 'banish', duration, timestamp: nextTimestamp(s),
  }));
  s.replacements = [...(s.replacements ?? []), ...added];
}

/** End of turn: "this turn" replacements end; so do those whose object left the field. */
export function expireReplacements(s: GameState): void {
  if (!s.replacements) return;
  const kept = s.replacements.filter((r) => r.duration !== 'untilEndOfTurn' && s.objects[r.object]);
  if (kept.length !== s.replacements.length) s.replacements = kept;
}

/** The Link Shield objects protecting `o`, oldest first. */
export function linkShieldsOf(s: GameState, o: ObjectState): ObjectState[] {
  const out: ObjectState[] = [];
  for (const id of s.field) {
    const x = s.objects[id]!;
    if (x.id !== o.id && x.linkedTo === o.id && hasKeyword(s, x, 'linkShield')) out.push(x);
  }
  return out.sort((a, b) => a.timestamp - b.timestamp);
}

const isDestruction = (reason: LeaveReason) => reason === 'destroyed' || reason === 'died';

/**
 * Apply the replacement effects to an object about to leave the field. Returns null when the
 * event was replaced entirely (the object stays), otherwise where it goes and why.
 */
export function replaceLeaving(
  ctx: Ctx,
  o: ObjectState,
  dest: CardZone | 'graveyardOrBanish',
  reason: LeaveReason,
  opts: { uniqueRule?: boolean } = {},
): { dest: CardZone | 'graveyardOrBanish'; reason: LeaveReason } | null {
  const s = ctx.s;
  // Link Shield: destroyed (also by lethal damage) or sacrificed in the linked object's place.
  if ((isDestruction(reason) || (reason === 'sacrificed' && !opts.uniqueRule)) && s.field.length > 1) {
    const shield = linkShieldsOf(s, o)[0];
    if (shield) {
      const name = objDef(s, shield).name;
      if (reason === 'sacrificed') {
        logLine(ctx, `${name} is sacrificed instead of ${objDef(s, o).name} (Link Shield).`);
        removeObject(ctx, shield.id, 'graveyard', 'sacrificed');
      } else {
        logLine(ctx, `${name} is destroyed instead of ${objDef(s, o).name} (Link Shield).`);
        if (objDef(s, o).types.includes('ALLY') && o.damage > 0) mutObj(s, o.id).damage = 0; // temporary damage is removed
        removeObject(ctx, shield.id, 'graveyard', 'destroyed');
      }
      return null;
    }
  }
  // "Banish it instead."
  const def = objDef(s, o);
  const toGraveyard = dest === 'graveyard' || (dest === 'graveyardOrBanish' && !def.types.includes('CHAMPION') && !isRegalia(def));
  const applies = (s.replacements ?? []).filter((r) => r.object === o.id && (
    (r.event === 'destroyed' && isDestruction(reason)) ||
    (r.event === 'sacrificed' && reason === 'sacrificed') ||
    (r.event === 'graveyard' && toGraveyard && reason !== 'returned' && reason !== 'banished')
  ));
  if (applies.length > 0 && dest !== 'banishment') {
    const r = applies.sort((a, b) => a.timestamp - b.timestamp)[0]!;
    logLine(ctx, `${def.name} is banished instead (${s.defs[r.def]?.name ?? r.def}).`);
    // Banished instead of entering the graveyard: destroyed (or sacrificed), but it did not die.
    return { dest: 'banishment', reason: reason === 'died' ? 'destroyed' : reason };
  }
  return { dest, reason };
}
