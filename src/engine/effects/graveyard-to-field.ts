// "Return [a card] from [a] graveyard to the field": the card, if it is still in its owner's graveyard as the effect
// resolves (a card that left it is a new card: game-mechanics-card-and-object-information.md#last-known-information),
// enters the field as a new object (game-mechanics/game-mechanics-game-zones/game-zones-graveyard.md#general-rules),
// under its owner's control unless the effect gives it to its controller. Options: rested, with counters, ephemeral
// (glossary/game-terms.md#ephemeral), of another type too, and a delayed "sacrifice it at the beginning of your next
// end phase" that only that new object answers.
import type { Effect } from '../../cards/vocabulary.js';
import type { CardId, DelayedTrigger, ObjectState, Resolution } from '../types.js';
import { logLine, newId, type Ctx } from '../flow/ctx.js';
import { cardDef, player } from '../state/query.js';
import { createObject, takeFrom } from '../state/zones.js';
import { mutObj } from '../state/clone.js';
import { characteristicsEffect } from './continuous.js';
import { runNext } from '../play/run-next.js';

type Op = Extract<Effect, { op: 'graveyardToField' }>;

function cardOf(r: Resolution, e: Op): CardId | undefined {
  if (e.card === 'eventCard') return r.item.eventCard;
  if (e.card === 'sourceCard') return r.item.card; // a graveyard trigger's own card (effects/graveyard-triggers.ts)
  const t = r.item.targets[e.card.target];
  return t?.kind === 'card' ? t.id : undefined;
}

export function graveyardToField(ctx: Ctx, r: Resolution, e: Op): ObjectState | undefined {
  const s = ctx.s;
  const card = cardOf(r, e);
  if (!card || !s.cards[card]) return undefined;
  const owner = s.cards[card]!.owner;
  if (!takeFrom(player(s, owner), 'graveyard', card)) return undefined; // no longer there
  const controller = e.underYourControl ? r.item.controller : owner;
  const o = createObject(ctx, { card, def: s.cards[card]!.def, controller, owner, ...(e.rested ? { rested: true } : {}), ...(e.counters ? { counters: e.counters } : {}) });
  logLine(ctx, `${cardDef(s, card).name} returns from ${player(s, owner).name}'s graveyard to the field.`, r.item.controller);
  if (e.ephemeral) mutObj(s, o.id).ephemeral = true;
  if (e.addSubtypes) characteristicsEffect(ctx, r.item, { op: 'changeCharacteristics', subject: { ref: 'self' }, changes: [{ kind: 'addTypes', subtypes: e.addSubtypes }], duration: 'permanent' }, [o.id]);
  if (e.sacrificeAtYourNextEndPhase) {
    const d: DelayedTrigger = {
      id: newId(s, 'd'), controller: r.item.controller, def: r.item.def, source: o.id,
      when: { at: 'beginPhase', phase: 'end', whose: 'yours' },
      ability: { kind: 'triggered', trigger: { on: 'delayed' }, effects: [{ op: 'sacrifice', subject: { ref: 'self' } }] },
      ...(s.phase === 'end' ? { afterTurn: s.turn } : {}),
    };
    s.delayedTriggers = [...(s.delayedTriggers ?? []), d];
  }
  if (e.then?.length) runNext(r, e.then);
  return o;
}
