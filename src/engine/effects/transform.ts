// Double-faced cards (general-rules/general-rules-card-characteristics/double-faced-cards.md) and
// the Transform player action (glossary/game-terms.md#transform).
//
// Both sides are card definitions of their own, linked by `back` (on the default side) and `front`
// (on the flip side). A physical card's definition is always its default side, so off the field a
// card has only its default side's characteristics, and zone destinations (regalia to the material
// deck, banishment instead of the graveyard) follow the default side. On the field the object's
// `def` is the face that is up.
import type { CardDef } from '../../cards/vocabulary.js';
import type { GameState, ObjectState } from '../types.js';
import { logLine, nextTimestamp, type Ctx } from '../flow/ctx.js';
import { objDef } from '../state/query.js';
import { mutObj } from '../state/clone.js';

/** The side a double-faced definition flips to, if it has a valid one in this game. */
export function otherSide(s: GameState, def: CardDef): string | null {
  const other = def.back ?? def.front;
  return other && s.defs[other] ? other : null;
}

/** Is the object on its flip side (the transformed property)? Copies are never transformed. */
export function isTransformed(s: GameState, o: ObjectState): boolean {
  return !o.copy && o.card !== null && !!objDef(s, o).front;
}

/** Can this object transform: a double-faced card (not a copy, not a token) with a valid other side. */
export function canTransform(s: GameState, o: ObjectState): boolean {
  return !o.copy && o.card !== null && otherSide(s, objDef(s, o)) !== null;
}

/**
 * Transform: flip the object to its other side. It stays the same object (id, counters, damage,
 * continuous effects and links carry over); its static abilities get a new timestamp. An object
 * that can't transform (a copy, a token, a single-faced card) stays as it is, and nothing happens.
 */
export function transformObject(ctx: Ctx, id: string): boolean {
  const s = ctx.s;
  const o = s.objects[id];
  if (!o) return false;
  const before = objDef(s, o);
  if (!canTransform(s, o)) {
    logLine(ctx, `${before.name} can't transform: nothing happens.`);
    return false;
  }
  const m = mutObj(s, id);
  m.def = otherSide(s, before)!;
  m.timestamp = nextTimestamp(s);
  logLine(ctx, `${before.name} transforms into ${objDef(s, m).name}.`);
  return true;
}
