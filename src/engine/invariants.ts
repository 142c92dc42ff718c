// Invariants every reachable state must hold. Used by the property tests and the benchmarks.
import type { GameState } from './types.js';
import { view } from './view.js';
import { readOnly } from './state/memo.js';
import { preservedCards } from './effects/preserve.js';
import { currentStat, hasKeyword, resolvingItem } from './state/query.js';

/** Every physical card is in exactly one place. */
export function checkConservation(s: GameState): void {
  const where = new Map<string, number>();
  const count = (id: string) => where.set(id, (where.get(id) ?? 0) + 1);
  for (const p of s.players) for (const z of [p.mainDeck, p.materialDeck, p.hand, p.memory, p.graveyard, p.banishment, (p.pantheon ?? []).map((b) => b.card)]) z.forEach(count);
  for (const id of s.field) {
    const o = s.objects[id]!;
    if (o.card) count(o.card);
    o.lineage.forEach(count);
    (o.loaded ?? []).forEach(count); // its Loaded Cards zone (game-zones-object-specific-zones.md#loaded-cards)
  }
  const resolving = resolvingItem(s);
  for (const item of resolving ? [...s.stack, resolving] : s.stack) if (item.card && (item.kind === 'activation' || item.kind === 'materialization')) count(item.card);
  s.combat?.intent.forEach(count);
  // An attack card that resolved into the intent while its attack is being declared.
  if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.intentCard) count(s.pending.draft.intentCard);
  for (const id of Object.keys(s.cards)) {
    if (where.get(id) !== 1) throw new Error(`card ${id} (${s.cards[id]!.def}) is in ${where.get(id) ?? 0} places`);
  }
  if (where.size !== Object.keys(s.cards).length) throw new Error('an unknown card id appeared');
  if (Object.keys(s.objects).length !== s.field.length) throw new Error('objects and field disagree');
}

/** The first string anywhere inside `value` that is in `hidden`, or null. */
function findHidden(value: unknown, hidden: { has(id: string): boolean }): string | null {
  if (typeof value === 'string') return hidden.has(value) ? value : null;
  if (Array.isArray(value)) {
    for (const v of value) {
      const found = findHidden(v, hidden);
      if (found !== null) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const k in value) {
      const found = findHidden((value as Record<string, unknown>)[k], hidden);
      if (found !== null) return found;
    }
  }
  return null;
}

/** No viewer sees the id of a card in someone else's hidden zone, anywhere in what they are shown. */
export function checkHiddenInformation(s: GameState): void {
  for (const viewer of [...s.players.map((p) => p.id), 'public' as const]) {
    const hidden = new Map<string, string>(); // card id -> its owner
    for (const p of s.players) {
      const faceDownBoons = (p.pantheon ?? []).filter((b) => !b.bestowed).map((b) => b.card);
      // Preserved cards sit face up in the material deck (glossary/keywords-and-abilities.md#preserve): public.
      const preserved = s.preserved?.length ? new Set(preservedCards(s, p.id)) : null;
      const materialDeck = preserved ? p.materialDeck.filter((c) => !preserved.has(c)) : p.materialDeck;
      const zones = p.id === viewer ? [p.mainDeck] : [p.hand, p.memory, p.mainDeck, materialDeck, faceDownBoons];
      for (const zone of zones) for (const id of zone) hidden.set(id, p.id);
    }
    const seen = findHidden(view(s, viewer), hidden);
    if (seen !== null) throw new Error(`${viewer} can see hidden card ${seen} of ${hidden.get(seen)}`);
  }
}

/** Damage is a whole number ≥ 0, and no living unit holds lethal damage once checks have run. */
export function checkDamage(s: GameState): void {
  // An assisted resolution is a card still resolving: the checks run once it is done and accepted
  // (game-mechanics/game-mechanics-miscellaneous-topics/state-based-checks-and-effects.md).
  // So is any card or ability paused for a decision in the middle of its resolution (a "may", a load
  // target…): the checks wait until the resolution is over.
  const resolving = resolvingItem(s) !== null;
  readOnly(s, () => {
    for (const id of s.field) {
      const o = s.objects[id]!;
      if (!Number.isInteger(o.damage) || o.damage < 0) throw new Error(`bad damage ${o.damage} on ${o.def}`);
      const life = currentStat(s, o, 'life');
      if (!s.result && !resolving && life !== null && o.damage >= life && !hasKeyword(s, o, 'immortality')) throw new Error(`${o.def} survives with ${o.damage} damage and ${life} life`);
    }
  });
  for (const p of s.players) if (!p.lost && !s.result && p.champion === null && p.hadChampion) throw new Error(`${p.id} has no champion but has not lost`);
}

