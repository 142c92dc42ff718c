// Ability tracking (game-mechanics-abilities/abilities-ability-tracking.md).
//
// Some abilities have to be remembered: "activate this ability only once", "this triggers only once
// each turn". The memory belongs to the card that makes the ability, not to the object:
//  - a non-champion object keeps it for itself; an object that leaves and comes back is a new object
//    with a fresh memory (the memory lives on ObjectState, which is rebuilt on entering);
//  - a champion's memory belongs to the champion card on top of it (or in its inner lineage, for
//    inherited abilities). Levelling up puts a new card on top: its abilities start with no memory,
//    even when the same champion card comes back on top later, while the cards still in the lineage
//    keep theirs.
//
// Memory entries are keyed `<card instance>#<ability index>` and hold the last turn the ability was
// used; 'once' only needs the entry to exist, 'oncePerTurn' compares the turn.

import type { AbilityLimit } from '../../cards/vocabulary.js';
import type { CardId, GameState, ObjectId, ObjectState } from '../types.js';
import type { AbilityRef } from '../state/query.js';
import { mutObj } from '../state/clone.js';

/** The card instance that makes this ability of `o` (tokens: the object itself). */
function instanceOf(s: GameState, o: ObjectState, ref: Pick<AbilityRef, 'def'>): string | null {
  if (ref.def === o.def) return o.card ?? `token:${o.id}`;
  for (let i = o.lineage.length - 1; i >= 0; i--) {
    const card = o.lineage[i]!;
    if (s.cards[card]?.def === ref.def) return card;
  }
  return null;
}

function trackingKey(s: GameState, o: ObjectState, ref: Pick<AbilityRef, 'def' | 'index'>): string | null {
  if (ref.index < 0) return null; // built-in abilities (Vigor, Enlighten…) have no limit
  const inst = instanceOf(s, o, ref);
  return inst === null ? null : `${inst}#${ref.index}`;
}

function limitOf(ref: Pick<AbilityRef, 'ability'>): AbilityLimit | undefined {
  return ref.ability.kind === 'static' ? undefined : ref.ability.limit;
}

/** Has this limited ability of `o` already been used as often as its limit allows? */
export function limitReached(s: GameState, o: ObjectState, ref: Pick<AbilityRef, 'def' | 'index' | 'ability'>): boolean {
  const limit = limitOf(ref);
  if (!limit) return false;
  const key = trackingKey(s, o, ref);
  const last = key === null ? undefined : o.abilityUses?.[key];
  if (last === undefined) return false;
  return limit === 'once' || last === s.turn;
}

/** Remember that this ability of `o` was activated or triggered now (only limited abilities are tracked). */
export function noteAbilityUse(s: GameState, id: ObjectId, ref: Pick<AbilityRef, 'def' | 'index' | 'ability'>): void {
  if (!limitOf(ref)) return;
  const o = s.objects[id];
  if (!o) return;
  const key = trackingKey(s, o, ref);
  if (key === null) return;
  const m = mutObj(s, id);
  m.abilityUses = { ...(m.abilityUses ?? {}), [key]: s.turn };
}

/**
 * A champion card has just become the top of this champion (level up): it is a new instance of its
 * abilities, with no memory of choices an earlier stay on top made.
 */
export function forgetCardInstance(s: GameState, id: ObjectId, card: CardId): void {
  const o = s.objects[id];
  if (!o?.abilityUses) return;
  const prefix = `${card}#`;
  const kept = Object.entries(o.abilityUses).filter(([k]) => !k.startsWith(prefix));
  if (kept.length === Object.keys(o.abilityUses).length) return;
  const m = mutObj(s, id);
  m.abilityUses = Object.fromEntries(kept);
}

// ---------- "Choose one that hasn't been chosen" (modes remembered per card instance) ----------
//
// A modal ability whose modes may each be picked once (`modesOnce`) remembers the modes picked so
// far the same way as a limit: entries `<card instance>#<ability index>:mode<n>` in `abilityUses`.
// They belong to the card instance, so a champion card that leaves the lineage and comes back
// starts again with every mode available (forgetCardInstance clears them with the rest).

type ModalRef = Pick<AbilityRef, 'def' | 'index' | 'ability'>;

function modeKey(s: GameState, o: ObjectState, ref: ModalRef, mode: number): string | null {
  const key = trackingKey(s, o, ref);
  return key === null ? null : `${key}:mode${mode}`;
}

/** Modes of this "choose one that hasn't been chosen" ability of `o` already chosen by its card instance. */
export function modesChosen(s: GameState, o: ObjectState, ref: ModalRef): number[] {
  const ab = ref.ability;
  if (ab.kind === 'static' || !ab.modes || !ab.modesOnce) return [];
  return ab.modes.map((_, i) => i).filter((i) => {
    const key = modeKey(s, o, ref, i);
    return key !== null && o.abilityUses?.[key] !== undefined;
  });
}

/** The modes of this ability of `o` that may be chosen now, by the modes-once restriction alone. */
export function modesOpen(s: GameState, o: ObjectState, ref: ModalRef): number[] {
  const ab = ref.ability;
  if (ab.kind === 'static' || !ab.modes) return [];
  const used = modesChosen(s, o, ref);
  return ab.modes.map((_, i) => i).filter((i) => !used.includes(i));
}

/** Remember the mode chosen for this ability of `o` (only for abilities whose modes can be chosen once). */
export function noteModeChosen(s: GameState, id: ObjectId, ref: ModalRef, mode: number): void {
  const ab = ref.ability;
  if (ab.kind === 'static' || !ab.modesOnce) return;
  const o = s.objects[id];
  if (!o) return;
  const key = modeKey(s, o, ref, mode);
  if (key === null) return;
  const m = mutObj(s, id);
  m.abilityUses = { ...(m.abilityUses ?? {}), [key]: s.turn };
}
