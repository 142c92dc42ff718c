// "You may remove N [kind] counters from your [mastery]. If you do, …" (game-mechanics/game-mechanics-mastery.md):
// only with at least N of them there; then all N go and what follows happens.
import type { Effect } from '../../cards/vocabulary.js';
import type { Resolution } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { runNext } from '../play/run-next.js';
import { addMasteryCounters } from './mastery.js';

export function removeMasteryCounters(ctx: Ctx, r: Resolution, e: Extract<Effect, { op: 'removeMasteryCounters' }>): void {
  const who = r.item.controller;
  const have = ctx.s.masteries?.[who]?.counters[e.counter] ?? 0;
  if (have < e.count) return;
  addMasteryCounters(ctx, who, e.counter, -e.count);
  if ((ctx.s.masteries?.[who]?.counters[e.counter] ?? 0) !== have - e.count) return;
  logLine(ctx, `${e.count} ${e.counter} counters are removed from a mastery.`, who);
  if (e.then.length) runNext(r, e.then);
}
