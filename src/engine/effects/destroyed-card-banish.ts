// "Whenever an object … is destroyed, you may banish it. If you do, that player …": the trigger remembers the
// destroyed object's card and the player who controlled it as it was destroyed (its last-known information:
// game-mechanics-card-and-object-information.md#last-known-information). The card is banished only from its
// owner's graveyard, where destruction put it: a regalia or champion (banished by the rules instead), a token, or a
// card that already left the graveyard is not banished by the effect, and what follows "if you do" does not happen
// (glossary/game-terms.md#destruction).
import type { Effect } from '../../cards/vocabulary.js';
import type { CardId, PlayerId, Resolution } from '../types.js';
import type { WatchEvent } from '../flow/triggers.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, player } from '../state/query.js';
import { putCard, takeFrom } from '../state/zones.js';
import { enterSimultaneously } from './timestamps.js';

type Op = Extract<Effect, { op: 'banishDestroyedCard' }>;

/** What a trigger on a 'destroyed' event carries: the destroyed card, and who controlled the object. */
export function destroyedEvent(ev: WatchEvent): { eventCard?: CardId; eventPlayer: PlayerId } {
  return { ...(ev.object?.card ? { eventCard: ev.object.card } : {}), eventPlayer: ev.player };
}

/** The 'banishDestroyedCard' op: banish the destroyed card from its owner's graveyard; then that player summons `thenSummon`. */
export function banishDestroyedCard(ctx: Ctx, r: Resolution, e: Op): void {
  const s = ctx.s;
  const card = r.item.eventCard;
  if (!card || !s.cards[card]) return;
  const owner = player(s, s.cards[card]!.owner);
  if (!takeFrom(owner, 'graveyard', card)) return; // not there (a regalia, or it already left): nothing is banished
  putCard(ctx, card, 'banishment');
  logLine(ctx, `${cardDef(s, card).name} is banished from ${owner.name}'s graveyard.`, r.item.controller);
  const who = r.item.eventPlayer ? s.players.find((p) => p.id === r.item.eventPlayer) : undefined;
  if (e.thenSummon && who && !who.lost) enterSimultaneously(ctx, [{ card: null, def: e.thenSummon, controller: who.id, owner: who.id, rested: false }]);
}
