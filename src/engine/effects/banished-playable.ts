// Top-of-deck cards banished with a lasting right to play them (for a while, maybe only under a condition): a
// permission to play one banished card (game-mechanics/game-mechanics-miscellaneous-topics/permission.md), for the
// player the effect names, while its condition holds. Playing it is activating it as from the hand: its costs are paid,
// its speed and elemental requirements apply; it leaves the banishment as it goes on the stack. The permission is
// about that card in that banishment only: once the card moves (it is played, or leaves some other way) it is gone,
// and it ends at the beginning of the player's next turn (glossary/game-terms.md#banish).
import type { Condition, Effect } from '../../cards/vocabulary.js';
import type { CardId, GameState, PlayerId, Resolution } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, conditionMet, player } from '../state/query.js';
import { putCard, takeTop } from '../state/zones.js';
import { activatableFromGraveyard } from '../play/memory-activation.js';

type Op = Extract<Effect, { op: 'banishTopMayPlay' }>;

/** The 'banishTopMayPlay' op: the top card of the controller's deck is banished; they may play it until their next turn. */
export function banishTopMayPlay(ctx: Ctx, r: Resolution, e: Op): void {
  const s = ctx.s;
  const who = r.item.controller;
  const p = player(s, who);
  const card = takeTop(p);
  if (card === undefined) return;
  if (putCard(ctx, card, 'banishment') !== 'banishment') return;
  logLine(ctx, `${p.name} banishes ${cardDef(s, card).name} from the top of their deck.`, who);
  s.banishedPlayable = [...(s.banishedPlayable ?? []), { card, player: who, def: r.item.def, until: 'yourNextTurn', made: s.turn, ...(e.condition ? { condition: e.condition } : {}) }];
}

function entries(s: GameState, who: PlayerId, card: CardId) {
  return (s.banishedPlayable ?? []).filter((x) => x.player === who && x.card === card);
}

/** May `who` play this card from a banishment (or, for a permission about a graveyard card, that graveyard) now (the permission's condition checked)? */
export function banishedPlayable(s: GameState, who: PlayerId, card: CardId): boolean {
  const owner = s.cards[card]?.owner;
  if (!owner) return false;
  const p = player(s, owner);
  return entries(s, who, card).some((x) => p[x.zone ?? 'banishment'].includes(card)
    && (!x.condition || conditionMet(s, who, x.condition as Condition, undefined, [], undefined, s.defs[x.def])));
}

/** The zone a card played under such a permission leaves: its owner's graveyard for a graveyard permission, else the banishment. */
export function playableZone(s: GameState, card: CardId): 'banishment' | 'graveyard' {
  const owner = s.cards[card]?.owner;
  return owner && player(s, owner).graveyard.includes(card) && (s.banishedPlayable ?? []).some((x) => x.card === card && x.zone === 'graveyard') ? 'graveyard' : 'banishment';
}

/** The banished cards `who` holds such a permission for (their conditions not checked). */
export function banishedPlayableCards(s: GameState, who: PlayerId): CardId[] {
  return [...new Set((s.banishedPlayable ?? []).filter((x) => x.player === who).map((x) => x.card))];
}

/** The zone an 'activate' action takes its card from: the hand, a banishment under such a permission, or the memory (play/memory-activation.ts). */
export function activateZone(s: GameState, who: PlayerId, card: CardId): 'hand' | 'banishment' | 'memory' | 'graveyard' {
  if (player(s, who).hand.includes(card)) return 'hand';
  if (banishedPlayable(s, who, card)) return 'banishment';
  if (player(s, who).graveyard.includes(card) && activatableFromGraveyard(s, who, card)) return 'graveyard';
  return player(s, who).memory.includes(card) ? 'memory' : 'hand';
}

/** The card moved: a permission about it where it was is gone. */
export function forgetBanishedPlayable(s: GameState, card: CardId): void {
  if (!s.banishedPlayable?.some((x) => x.card === card)) return;
  const left = s.banishedPlayable.filter((x) => x.card !== card);
  if (left.length > 0) s.banishedPlayable = left;
  else delete s.banishedPlayable;
}

/**
 * Permit `who` to play this banished card: until the beginning of their next turn, the end of this turn, or the end
 * of their next turn (`made`: the turn it was made in).
 */
export function allowPlayBanished(s: GameState, card: CardId, who: PlayerId, def: string, until: PlayableUntil, zone?: 'graveyard'): void {
  s.banishedPlayable = [...(s.banishedPlayable ?? []), { card, player: who, def, until, made: s.turn, ...(zone ? { zone } : {}) }];
}

/**
 * The 'mayActivateTargetCard' op: the targeted card, still in its banishment or graveyard, may be activated by the
 * controller until the end of the turn (costs paid as usual); the permission is about that card in that zone only.
 */
export function mayActivateTargetCard(s: GameState, r: Resolution, target: number): void {
  const t = r.item.targets[target];
  if (!t || t.kind !== 'card') return;
  if (s.players.some((p) => p.banishment.includes(t.id))) allowPlayBanished(s, t.id, r.item.controller, r.item.def, 'endOfTurn');
  else if (s.players.some((p) => p.graveyard.includes(t.id))) allowPlayBanished(s, t.id, r.item.controller, r.item.def, 'endOfTurn', 'graveyard');
}

export type PlayableUntil = 'yourNextTurn' | 'endOfTurn' | 'endOfYourNextTurn';

function keep(s: GameState, stays: (x: NonNullable<GameState['banishedPlayable']>[number]) => boolean): void {
  if (!s.banishedPlayable || s.banishedPlayable.every(stays)) return;
  const left = s.banishedPlayable.filter(stays);
  if (left.length > 0) s.banishedPlayable = left;
  else delete s.banishedPlayable;
}

/** The clean-up: permissions for this turn end, and those until the end of the turn player's next turn made earlier. */
export function endTurnBanishedPlayable(s: GameState): void {
  const tp = s.players[s.turnPlayer]!.id;
  keep(s, (x) => x.until !== 'endOfTurn' && !(x.until === 'endOfYourNextTurn' && x.player === tp && s.turn > x.made));
}

/** The beginning of `who`'s turn: their permissions "until the beginning of your next turn" end. */
export function expireBanishedPlayable(s: GameState, who: PlayerId): void {
  keep(s, (x) => !(x.until === 'yourNextTurn' && x.player === who));
}
