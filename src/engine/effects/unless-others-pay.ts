// "… unless its controller pays (N)" said of the object a trigger's event names (the hit ally), "… unless the turn
// player pays (N)" (a trigger at the beginning of a phase of each opponent's turn), and "… unless an
// opponent pays (N)": each opponent in turn order decides whether to pay until one does; only if none pays does the
// effect happen (game-mechanics/game-mechanics-playing-cards/playing-cards-costs-and-memory.md#general-rules: the
// payment is made card by card from hand, or with Reservable objects, like any reserve cost).
import type { Effect } from '../../cards/vocabulary.js';
import type { PlayerId, Resolution } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { opponents } from '../state/query.js';
import { playersInTurnOrder } from '../state/query.js';

type Op = Extract<Effect, { op: 'unlessPays' }>;

export function startUnlessPayer(ctx: Ctx, r: Resolution, e: Op): 'paused' | 'done' {
  const s = ctx.s;
  let payer: PlayerId | undefined;
  let rest: PlayerId[] = [];
  if (e.payer === 'eventObjectController') {
    const ev = r.item.eventObject ? s.objects[r.item.eventObject] : undefined;
    payer = ev?.controller;
    if (!payer) return 'done'; // the object is gone: nobody is asked, nothing happens to it
  } else if (e.payer === 'turnPlayer') {
    payer = s.players[s.turnPlayer]?.id;
    if (!payer) return 'done';
    if (e.amount <= 0) return 'done'; // paying nothing: it is paid
  } else {
    const order = e.waiting ?? playersInTurnOrder(s).map((p) => p.id).filter((id) => opponents(s, r.item.controller).some((o) => o.id === id));
    [payer, ...rest] = order;
    if (!payer) {
      runOtherwise(r, e.otherwise);
      return 'done';
    }
  }
  if (e.amount <= 0) return 'done'; // paying nothing: it is paid
  // The next opponent is asked only if this one declines.
  const otherwise = rest.length > 0 ? [{ ...e, waiting: rest }] : e.otherwise;
  s.pending = { kind: 'payToDo', player: payer, amount: e.amount, cards: [], objects: [], then: [], otherwise, resume: { ...r } };
  return 'paused';
}

function runOtherwise(r: Resolution, effects: readonly Effect[]): void {
  r.effects = [...r.effects.slice(0, r.index), ...effects, ...r.effects.slice(r.index)];
}
