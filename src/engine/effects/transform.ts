// Double-faced cards (general-rules/general-rules-card-characteristics/double-faced-cards.md) and
// the Transform player action (glossary/game-terms.md#transform).
//
// Both sides are card definitions of their own, linked by `back` (on the default side) and `front`
// (on the flip side). A physical card's definition is always its default side, so off the field a
// card has only its default side's characteristics, and zone destinations (regalia to the material
// deck, banishment instead of the graveyard) follow the default side. On the field the object's
// `def` is the face that is up.
import type { CardDef } from '../../cards/vocabulary.js';
import type { CardId, GameState, ObjectState, PlayerId } from '../types.js';
import { logLine, nextTimestamp, type Ctx } from '../flow/ctx.js';
import { cardDef, objDef, player } from '../state/query.js';
import { mutObj } from '../state/clone.js';
import { createObject, takeFromAny } from '../state/zones.js';

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

// ---------- Face-down double-faced cards (double-faced-cards.md, rule 8) ----------

/**
 * Is this card face down where it is? Cards in the main deck, in memory and in the material deck
 * (other than preserved ones, which are face up) are face down, as are boons not yet bestowed.
 */
export function isFaceDownCard(s: GameState, card: CardId): boolean {
  const entry = s.cards[card];
  if (!entry) return false;
  const p = player(s, entry.owner);
  if (p.mainDeck.includes(card) || p.memory.includes(card)) return true;
  if (p.materialDeck.includes(card)) return !(s.preserved ?? []).includes(card);
  return (p.pantheon ?? []).some((b) => b.card === card && !b.bestowed);
}

/**
 * A card's characteristics where it is now: none at all while face down (it is just a card), the
 * default side anywhere else off the field. Objects use `objDef` (the face that is up).
 */
export function cardCharacteristics(s: GameState, card: CardId): CardDef | null {
  return isFaceDownCard(s, card) ? null : cardDef(s, card);
}

/**
 * Is this card double-faced as the game sees it now? A face-down double-faced card is treated as
 * an ordinary single-faced card (and so is never transformed), whatever its printing.
 */
export function isDoubleFacedCard(s: GameState, card: CardId): boolean {
  const def = cardCharacteristics(s, card);
  return def !== null && otherSide(s, def) !== null;
}

// ---------- Entering the field transformed (glossary/game-terms.md#transform, rule 1.a) ----------

/**
 * The face a card enters the field on. Asked to enter transformed, a double-faced card (not a
 * copy or token: those can't transform) enters on its flip side, already transformed; any other
 * card enters on its only side, the transformed part doing nothing.
 */
export function entryFace(s: GameState, def: string, opts: { transformed?: boolean; card: CardId | null }): string {
  if (!opts.transformed || opts.card === null) return def;
  const d = s.defs[def];
  return d && !d.front ? otherSide(s, d) ?? def : def;
}

/**
 * Put a card from any of its owner's zones onto the field under `controller`'s control, on its flip
 * side when `transformed` (see `entryFace`). It is a new object that entered the field (its On
 * Enter abilities trigger), face up. Returns the object id, or null when the card is in no zone.
 */
export function putCardOntoField(ctx: Ctx, card: CardId, controller: PlayerId, opts: { transformed?: boolean } = {}): string | null {
  const s = ctx.s;
  const entry = s.cards[card];
  if (!entry) return null;
  const p = player(s, entry.owner);
  if (!takeFromAny(p, ['hand', 'mainDeck', 'materialDeck', 'memory', 'graveyard', 'banishment'], card)) return null;
  if (s.preserved?.includes(card)) s.preserved = s.preserved.filter((c) => c !== card);
  const def = entryFace(s, entry.def, { card, ...opts });
  const o = createObject(ctx, { card, def, controller, owner: entry.owner });
  const name = objDef(s, o).name;
  if (opts.transformed && def === entry.def) logLine(ctx, `${name} has no other side to enter on: it enters the field as it is.`, controller);
  else logLine(ctx, `${name} enters the field${def !== entry.def ? ' transformed' : ''}.`, controller);
  return o.id;
}
