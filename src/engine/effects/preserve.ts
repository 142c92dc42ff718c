// Preserve and the Preserved property (glossary/keywords-and-abilities.md#preserve).
// An object with Preserve that is destroyed (dies, or is sacrificed) triggers: its card goes from
// the graveyard to its owner's material deck, face up and Preserved. A card activation with
// Preserve goes there instead of the graveyard as it resolves. When its owner would materialize,
// they may return a Preserved card to hand instead (not a materialization).
import type { CardId, ObjectState, PlayerId, RuleViolation, StackItem } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, cardHasKeyword, player } from '../state/query.js';
import { addTo, graveyardDestination, takeFrom, type LeaveReason } from '../state/zones.js';
import { RULES } from '../rules-refs.js';
import { addPendingTrigger } from '../flow/triggers.js';

/** Preserved cards in this player's material deck (a card stops being Preserved when it leaves). */
export function preservedCards(s: Ctx['s'], who: PlayerId): CardId[] {
  const deck = player(s, who).materialDeck;
  return (s.preserved ?? []).filter((c) => deck.includes(c));
}

export function markPreserved(ctx: Ctx, card: CardId): void {
  const owner = player(ctx.s, ctx.s.cards[card]!.owner);
  addTo(owner, 'materialDeck', card);
  ctx.s.preserved = [...(ctx.s.preserved ?? []).filter((c) => c !== card), card];
  logLine(ctx, `${cardDef(ctx.s, card).name} is put into ${owner.name}'s material deck, preserved (revealed).`, owner.id);
}

/** After an object left the field: a destroyed object with Preserve whose card reached the graveyard triggers. */
export function queuePreserveTrigger(ctx: Ctx, o: ObjectState, reason: LeaveReason): void {
  if (!o.card || (reason !== 'destroyed' && reason !== 'died' && reason !== 'sacrificed')) return;
  const s = ctx.s;
  if (!cardHasKeyword(s, o.controller, cardDef(s, o.card), 'preserve')) return;
  if (!player(s, o.owner).graveyard.includes(o.card)) return; // banished instead: nothing to preserve
  addPendingTrigger(s, { controller: o.controller, source: null, def: o.def, abilityIndex: -1, builtin: 'preserve', card: o.card });
}

/**
 * The trigger resolves: the card, if still in its owner's graveyard, is preserved. A resolving card
 * whose controller answered yes to the Preserve-or-banish question (below) is preserved from the
 * stack instead.
 */
export function preserveFromGraveyard(ctx: Ctx, card: CardId | undefined, item?: StackItem): void {
  if (!card) return;
  if (item?.preserveChoice === 'asked' && item.card === card) {
    markPreserved(ctx, card);
    return;
  }
  const owner = player(ctx.s, ctx.s.cards[card]!.owner);
  if (!takeFrom(owner, 'graveyard', card)) return;
  markPreserved(ctx, card);
}

/** Would this resolving card be banished rather than put into the graveyard (Ephemerate, regalia)? */
function banishedInstead(ctx: Ctx, item: StackItem): boolean {
  return !!item.ephemeral || graveyardDestination(cardDef(ctx.s, item.card!)) !== 'graveyard';
}

/**
 * A resolving card activation with Preserve: instead of the graveyard it goes to the material
 * deck preserved. Returns true when the card was dealt with here (preserved, or waiting on its
 * controller's answer).
 *
 * When the card would be banished instead of reaching the graveyard (an Ephemerate activation, or a
 * regalia), both instructions compete and its controller decides (glossary/keywords-and-abilities.md#preserve,
 * 2.1): the game asks a yes/no question (yes: preserved, no: banished). The question carries the
 * resolving item marked `preserveChoice: 'asked'`; after the answer the resolution finishes again
 * with that mark (play/resolve.ts finishResolution), and this function then reports whether the
 * card was preserved, so a "no" sends it on to banishment.
 */
export function preserveOnResolve(ctx: Ctx, item: StackItem): boolean {
  if (item.kind !== 'activation' || !item.card) return false;
  const s = ctx.s;
  if (item.preserveChoice === 'asked') return preservedCards(s, s.cards[item.card]!.owner).includes(item.card);
  const def = cardDef(s, item.card);
  if (!cardHasKeyword(s, item.controller, def, 'preserve')) return false;
  if (def.cost.kind === 'memory') return false; // it goes to banishment by default, never towards the graveyard
  if (banishedInstead(ctx, item)) {
    const asked: StackItem = { ...item, preserveChoice: 'asked' };
    s.pending = { kind: 'may', player: item.controller, resume: { item: asked, effects: [{ op: 'may', effects: [{ op: 'preserve' }] }], index: 0 } };
    logLine(ctx, `${def.name} would be banished as it resolves: ${player(s, item.controller).name} chooses between Preserve and banishment.`, item.controller);
    return true;
  }
  markPreserved(ctx, item.card);
  return true;
}

/** Instead of materializing: a Preserved card goes from the material deck to its owner's hand. */
export function returnPreserved(ctx: Ctx, who: PlayerId, card: CardId): RuleViolation | null {
  const s = ctx.s;
  if (s.pending?.kind !== 'materializePhase' || s.pending.player !== who) {
    return { message: 'A Preserved card returns to hand only when you would materialize.', rule: RULES.preserve };
  }
  if (!preservedCards(s, who).includes(card)) return { message: 'That card is not Preserved in your material deck.', rule: RULES.preserve };
  const p = player(s, who);
  takeFrom(p, 'materialDeck', card);
  addTo(p, 'hand', card);
  s.preserved = (s.preserved ?? []).filter((c) => c !== card);
  p.materializedThisPhase = true; // it takes the place of this phase's materialization
  s.pending = null;
  logLine(ctx, `${p.name} returns ${cardDef(s, card).name} (Preserved) to hand instead of materializing.`, who);
  return null;
}

/** The 'preservedToMemory' op: every Preserved card of `who`'s material deck goes into their memory (no longer Preserved). */
export function preservedToMemory(ctx: Ctx, who: PlayerId): void {
  const s = ctx.s;
  const p = player(s, who);
  const cards = preservedCards(s, who);
  for (const card of cards) {
    if (!takeFrom(p, 'materialDeck', card)) continue;
    addTo(p, 'memory', card);
  }
  if (cards.length === 0) return;
  s.preserved = (s.preserved ?? []).filter((c) => !cards.includes(c));
  logLine(ctx, `${p.name} puts ${cards.map((c) => cardDef(s, c).name).join(', ')} (preserved) from their material deck into their memory.`, who);
}
