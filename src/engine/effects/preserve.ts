// Preserve and the Preserved property (glossary/keywords-and-abilities.md#preserve).
// An object with Preserve that is destroyed (dies, or is sacrificed) triggers: its card goes from
// the graveyard to its owner's material deck, face up and Preserved. A card activation with
// Preserve goes there instead of the graveyard as it resolves. When its owner would materialize,
// they may return a Preserved card to hand instead (not a materialization).
import type { CardId, ObjectState, PlayerId, RuleViolation, StackItem } from '../types.js';
import { logLine, newId, type Ctx } from '../flow/ctx.js';
import { cardDef, cardHasKeyword, player } from '../state/query.js';
import { graveyardDestination, removeFrom, type LeaveReason } from '../state/zones.js';
import { RULES } from '../rules-refs.js';

/** Preserved cards in this player's material deck (a card stops being Preserved when it leaves). */
export function preservedCards(s: Ctx['s'], who: PlayerId): CardId[] {
  const deck = player(s, who).materialDeck;
  return (s.preserved ?? []).filter((c) => deck.includes(c));
}

function markPreserved(ctx: Ctx, card: CardId): void {
  const owner = player(ctx.s, ctx.s.cards[card]!.owner);
  owner.materialDeck.push(card);
  ctx.s.preserved = [...(ctx.s.preserved ?? []).filter((c) => c !== card), card];
  logLine(ctx, `${cardDef(ctx.s, card).name} is put into ${owner.name}'s material deck, preserved (revealed).`, owner.id);
}

/** After an object left the field: a destroyed object with Preserve whose card reached the graveyard triggers. */
export function queuePreserveTrigger(ctx: Ctx, o: ObjectState, reason: LeaveReason): void {
  if (!o.card || (reason !== 'destroyed' && reason !== 'died' && reason !== 'sacrificed')) return;
  const s = ctx.s;
  if (!cardHasKeyword(s, o.controller, cardDef(s, o.card), 'preserve')) return;
  if (!player(s, o.owner).graveyard.includes(o.card)) return; // banished instead: nothing to preserve
  s.pendingTriggers.push({ id: newId(s, 't'), controller: o.controller, source: null, def: o.def, abilityIndex: -1, builtin: 'preserve', card: o.card });
}

/** The trigger resolves: the card, if still in its owner's graveyard, is preserved. */
export function preserveFromGraveyard(ctx: Ctx, card: CardId | undefined): void {
  if (!card) return;
  const owner = player(ctx.s, ctx.s.cards[card]!.owner);
  if (!removeFrom(owner.graveyard, card)) return;
  markPreserved(ctx, card);
}

/**
 * A resolving card activation with Preserve: instead of the graveyard it goes to the material
 * deck preserved. Returns true when it did. (A card that would be banished instead stays banished:
 * the rules let its controller choose; we keep the banishment.)
 */
export function preserveOnResolve(ctx: Ctx, item: StackItem): boolean {
  if (item.kind !== 'activation' || !item.card) return false;
  const def = cardDef(ctx.s, item.card);
  if (!cardHasKeyword(ctx.s, item.controller, def, 'preserve')) return false;
  if (def.cost.kind === 'memory' || graveyardDestination(def) !== 'graveyard') return false;
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
  removeFrom(p.materialDeck, card);
  p.hand.push(card);
  s.preserved = (s.preserved ?? []).filter((c) => c !== card);
  p.materializedThisPhase = true; // it takes the place of this phase's materialization
  s.pending = null;
  logLine(ctx, `${p.name} returns ${cardDef(s, card).name} (Preserved) to hand instead of materializing.`, who);
  return null;
}
