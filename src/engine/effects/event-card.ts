// "Return that ally to your memory" for a trigger on an ally's death: the card of the object that died
// is remembered with the trigger (the object itself is gone: game-mechanics-card-and-object-information.md
// #last-known-information) and, if it is still in its owner's graveyard as the effect resolves, it goes
// from there to its owner's memory (game-mechanics/game-mechanics-game-zones/game-zones-memory.md#general-rules).
import type { Resolution } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, player } from '../state/query.js';
import { putCard, takeFrom } from '../state/zones.js';

export function eventCardToMemory(ctx: Ctx, r: Resolution): void {
  const s = ctx.s;
  const card = r.item.eventCard;
  if (!card || !s.cards[card]) return;
  const owner = player(s, s.cards[card]!.owner);
  if (!takeFrom(owner, 'graveyard', card)) return; // it is no longer where it went
  const to = putCard(ctx, card, 'memory');
  logLine(ctx, `${cardDef(s, card).name} returns from ${owner.name}'s graveyard to their ${to}.`, r.item.controller);
}
