// Copies that are treated as cards without being physical cards (game-mechanics-copy.md#general-rules,
// game-mechanics-game-zones/game-zones-intent.md): a copy of an attack card in the intent, and a
// copied attack card activation while it resolves into the intent. Such a copy gets a card id of
// its own (so the intent, its triggers and the attack's power treat it as any intent card), marked
// `copy`. It is never put in a zone: as soon as anything would move it (end of combat, a fizzle,
// leaving the intent) it ceases to exist (state-based-checks-and-effects.md, rule 5).
import type { CardId, GameState, PlayerId } from '../types.js';
import { logLine, newId, type Ctx } from '../flow/ctx.js';

/** Is this card id a copy rather than a physical card? */
export function isCopyCard(s: GameState, card: CardId): boolean {
  return s.cards[card]?.copy === true;
}

/** A new copy "card" of definition `def`, owned by the player who made the copy. It is in no zone yet. */
export function mintCopyCard(s: GameState, controller: PlayerId, def: string): CardId {
  const id = newId(s, 'k');
  // `cards` is shared between states: replaced, never edited (src/engine/state/clone.ts).
  s.cards = { ...s.cards, [id]: { owner: controller, def, copy: true } };
  return id;
}

/**
 * The copy ceases to exist: it leaves every list that could still name it and its card id is
 * forgotten. Returns true when `card` was a copy (and is now gone).
 */
export function ceaseCopyCard(ctx: Ctx, card: CardId): boolean {
  const s = ctx.s;
  if (!isCopyCard(s, card)) return false;
  const def = s.defs[s.cards[card]!.def];
  const { [card]: _gone, ...rest } = s.cards;
  s.cards = rest;
  // A new array (the combat itself is this apply's own copy): a loop over the old one is not disturbed.
  if (s.combat?.intent.includes(card)) s.combat.intent = s.combat.intent.filter((c) => c !== card);
  if (s.ephemeralIntent?.includes(card)) s.ephemeralIntent = s.ephemeralIntent.filter((c) => c !== card);
  logLine(ctx, `The copy of ${def?.name ?? 'a card'} ceases to exist.`);
  return true;
}
