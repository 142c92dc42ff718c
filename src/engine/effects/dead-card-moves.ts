// What a dead object's own On Death does with its card (glossary/game-terms.md#dies): the card went to its
// owner's graveyard, and the trigger remembers it (flow/triggers.ts: eventCard; the object itself is gone,
// game-mechanics-card-and-object-information.md#last-known-information). The card moves only if it is still in
// that graveyard as the effect resolves: banished with an omen counter on it (game-mechanics-counters.md#omen),
// or put back onto the field as a new object, ephemeral if the effect says so (glossary/game-terms.md#ephemeral).
import type { Effect } from '../../cards/vocabulary.js';
import type { Resolution } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, player } from '../state/query.js';
import { createObject, putCard, takeFrom } from '../state/zones.js';
import { addCardCounters, cardMoved } from './counters.js';
import { watch } from '../flow/triggers.js';
import { becomeEphemeral } from './ephemeral.js';

type Op = Extract<Effect, { op: 'eventCardTo' }>;

export function eventCardTo(ctx: Ctx, r: Resolution, e: Op): void {
  const s = ctx.s;
  const card = r.item.eventCard;
  if (!card || !s.cards[card]) return;
  const ownerId = s.cards[card]!.owner;
  const owner = player(s, ownerId);
  if (!takeFrom(owner, 'graveyard', card)) return; // no longer where it went
  cardMoved(s, card);
  const def = cardDef(s, card);
  if (e.to === 'omen') {
    if (putCard(ctx, card, 'banishment') !== 'banishment') return;
    addCardCounters(s, card, 'omen', 1);
    logLine(ctx, `${def.name} is banished from ${owner.name}'s graveyard as an omen.`, r.item.controller);
    watch(ctx, { event: 'omenCounter', player: ownerId, card: def });
    return;
  }
  // Back onto the field under its owner's control (the card's owner puts it there).
  const o = createObject(ctx, { card, def: def.slug, controller: ownerId, owner: ownerId });
  if (e.ephemeral) becomeEphemeral(s, [o]);
  logLine(ctx, `${def.name} returns from ${owner.name}'s graveyard to the field${e.ephemeral ? ', ephemeral' : ''}.`, r.item.controller);
}
