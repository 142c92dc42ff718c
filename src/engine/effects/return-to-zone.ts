// "Return target ally to its owner's memory" / "to the top (bottom) of its owner's deck": the object leaves the
// field and its card goes to that zone of its owner (game-mechanics/game-mechanics-game-zones/game-zones-memory.md,
// game-zones-main-deck.md); a token ceases to exist. Leaving replacements still apply (an ephemeral
// object is banished instead, glossary/game-terms.md#ephemeral).
import type { ObjectState } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { player } from '../state/query.js';
import { removeObject } from '../state/zones.js';

export function returnToZone(ctx: Ctx, o: ObjectState, zone: 'memory' | 'deckTop' | 'deckBottom'): void {
  const s = ctx.s;
  const card = o.card;
  removeObject(ctx, o.id, zone === 'memory' ? 'memory' : 'mainDeck', 'returned');
  if (zone !== 'deckTop' || !card) return;
  // Added at the bottom by the move: put it on top instead, if that is where it went.
  const p = player(s, s.cards[card]!.owner);
  if (p.mainDeck[p.mainDeck.length - 1] !== card) return;
  p.mainDeck = [card, ...p.mainDeck.slice(0, -1)];
}
