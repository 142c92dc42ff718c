// "Banish [an object], then return it to the field under its owner's control (rested)": the object is banished
// (glossary/game-terms.md#banish); if its card is then in its owner's banishment (not a token, which ceases to
// exist, nor a card a replacement sent elsewhere), that card enters the field again as a new object under its
// owner's control. Options: it enters rested; with extra counters if it is of a type; distant afterwards if it
// has a class or subtype (glossary/game-terms.md#distant).
import type { Effect } from '../../cards/vocabulary.js';
import type { ObjectState } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, player } from '../state/query.js';
import { createObject, removeObject, takeFrom } from '../state/zones.js';
import { becomeDistant } from './distance.js';

type Op = Extract<Effect, { op: 'flicker' }>;

export function flicker(ctx: Ctx, objects: ObjectState[], e: Op): void {
  const s = ctx.s;
  for (const o of objects) {
    if (!s.objects[o.id]) continue;
    const card = o.card;
    removeObject(ctx, o.id, 'banishment', 'banished');
    if (!card) continue;
    const owner = s.cards[card]!.owner;
    if (!player(s, owner).banishment.includes(card) || !takeFrom(player(s, owner), 'banishment', card)) continue;
    const def = cardDef(s, card);
    const extra = e.countersIfType && def.types.includes(e.countersIfType.type) ? { [e.countersIfType.counter]: e.countersIfType.count } : undefined;
    const back = createObject(ctx, { card, def: def.slug, controller: owner, owner, fromBanishment: true, ...(e.rested ? { rested: true } : {}), ...(extra ? { counters: extra } : {}) });
    logLine(ctx, `${def.name} returns to the field${e.rested ? ' rested' : ''}.`, owner);
    if (e.distantIf && (def.classes.includes(e.distantIf) || def.subtypes.includes(e.distantIf))) becomeDistant(ctx, back.id);
  }
}
