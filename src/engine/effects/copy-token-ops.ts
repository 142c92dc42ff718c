// The effect operations of copies, double-faced cards, generated cards, masteries and statuses,
// carried out for the effect interpreter (src/engine/play/effects.ts).
import type { Effect } from '../../cards/vocabulary.js';
import type { Resolution } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { subjects } from '../play/effects.js';
import { copyActivationEffect, copyObjects } from './copy.js';
import { transformObject } from './transform.js';
import { generateCards, generateIntoLineage } from './tokens.js';
import { addMasteryCounters, gainMastery, gainStatus, loseStatus, setDirection } from './mastery.js';

export type CopyTokenOp = Extract<Effect, {
  op: 'copyActivation' | 'copyObject' | 'transform' | 'generate' | 'generateIntoLineage' | 'gainMastery' | 'addMasteryCounters' | 'setDirection' | 'gainStatus' | 'loseStatus';
}>;

/** Carry out one of these operations for the resolving item `r.item`; 'paused' when a choice is now pending. */
export function runCopyTokenOp(ctx: Ctx, r: Resolution, e: CopyTokenOp): 'done' | 'paused' {
  const item = r.item;
  const you = item.controller;
  switch (e.op) {
    case 'copyActivation':
      return copyActivationEffect(ctx, r, e);
    case 'copyObject':
      copyObjects(ctx, you, subjects(ctx, item, e.subject), e.rested ?? false);
      return 'done';
    case 'transform':
      for (const o of subjects(ctx, item, e.subject)) transformObject(ctx, o.id);
      return 'done';
    case 'generate':
      generateCards(ctx, you, e.card, e.count ?? 1, e.to);
      return 'done';
    case 'generateIntoLineage':
      for (const o of subjects(ctx, item, e.subject)) generateIntoLineage(ctx, you, e.card, o.id);
      return 'done';
    case 'gainMastery':
      gainMastery(ctx, you, e.mastery);
      return 'done';
    case 'addMasteryCounters':
      addMasteryCounters(ctx, you, e.counter, e.count);
      return 'done';
    case 'setDirection':
      setDirection(ctx, you, e.direction);
      return 'done';
    case 'gainStatus':
      gainStatus(ctx, you, e.status);
      return 'done';
    case 'loseStatus':
      loseStatus(ctx, you, e.status);
      return 'done';
  }
}
