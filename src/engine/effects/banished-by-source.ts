// A source that banishes an object as it enters and brings it back as it leaves (rested, for its owner):
// the card the source's ability banished is remembered with the source object; as long as that card stays in its
// owner's banishment the later effect returns it, as a new object (glossary/game-terms.md#banish: a card that moves
// is a new object, so once it has left the banishment nothing is remembered). If the source left before its On Enter
// resolved, its On Leave has already happened: the card then stays banished.
import type { Effect } from '../../cards/vocabulary.js';
import type { CardId, GameState, Resolution } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, player } from '../state/query.js';
import { createObject, removeObject, takeFrom } from '../state/zones.js';
import { subjects } from '../play/effects.js';

type Banish = Extract<Effect, { op: 'banishRemembered' }>;
type Return = Extract<Effect, { op: 'returnRemembered' }>;

export function banishRemembered(ctx: Ctx, r: Resolution, e: Banish): void {
  const s = ctx.s;
  const source = r.item.source;
  for (const o of subjects(ctx, r.item, e.subject)) {
    removeObject(ctx, o.id, 'banishment', 'banished');
    if (source && o.card && player(s, o.owner).banishment.includes(o.card)) {
      s.banishedBySource = [...(s.banishedBySource ?? []), { source, card: o.card }];
    }
  }
}

export function returnRemembered(ctx: Ctx, r: Resolution, e: Return): void {
  const s = ctx.s;
  const source = r.item.source ?? r.item.leftSource; // an On Leave: the object that left
  const cards = (s.banishedBySource ?? []).filter((x) => x.source === source).map((x) => x.card);
  for (const card of cards) {
    forgetBanishedBySource(s, card);
    const owner = s.cards[card]!.owner;
    if (!takeFrom(player(s, owner), 'banishment', card)) continue;
    createObject(ctx, { card, def: s.cards[card]!.def, controller: owner, owner, rested: !!e.rested, fromBanishment: true });
    logLine(ctx, `${cardDef(s, card).name} returns to the field under ${player(s, owner).name}'s control.`, r.item.controller);
  }
}

/** The card moved: it is no longer the banished object. */
export function forgetBanishedBySource(s: GameState, card: CardId): void {
  if (!s.banishedBySource?.some((x) => x.card === card)) return;
  const left = s.banishedBySource.filter((x) => x.card !== card);
  if (left.length > 0) s.banishedBySource = left;
  else delete s.banishedBySource;
}
