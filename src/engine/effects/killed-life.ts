// The life stat of a unit that has just left the field, as it last was there
// (game-mechanics-card-and-object-information.md#last-known-information; buff counters and continuous effects
// included). On Kill triggers carry the killed unit's life as their number (flow/combat.ts), which the
// 'killedLifeParity' condition reads (odd or even); destroying an ally to recover as much as its life reads it as
// the ally is destroyed. Whether an object left
// the field destroyed (not saved, not replaced) answers "if you don't" (destroyOrElse).
import type { Effect } from '../../cards/vocabulary.js';
import type { ObjectId, Resolution } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { removeObject } from '../state/zones.js';
import { runNext } from '../play/run-next.js';
import { subjects } from '../play/effects.js';

/** The life a unit that left the field in this action last had (undefined when unknown). */
export function leftLife(ctx: Ctx, id: ObjectId): number | undefined {
  return ctx.leftObjects?.[id]?.life ?? undefined;
}

/** Does this number have the parity asked? */
export function parityOf(n: number, parity: 'odd' | 'even'): boolean {
  return parity === 'odd' ? Math.abs(n) % 2 === 1 : n % 2 === 0;
}

type Op = Extract<Effect, { op: 'destroyThenRecoverLife' }>;

/**
 * Destroy each object of the subject; for each one destroyed (it died: an ally goes to its owner's graveyard as it is
 * destroyed), the effect's controller recovers the life it had as it left.
 */
export function destroyThenRecoverLife(ctx: Ctx, r: Resolution, e: Op): void {
  const s = ctx.s;
  let total = 0;
  for (const o of subjects(ctx, r.item, e.subject)) {
    const before = ctx.events.length;
    removeObject(ctx, o.id, 'graveyard', 'destroyed');
    const died = ctx.events.slice(before).some((ev) => ev.type === 'died' && ev.object === o.id);
    const life = leftLife(ctx, o.id);
    if (died && !s.objects[o.id] && life !== undefined) total += life;
  }
  if (total > 0) runNext(r, [{ op: 'recover', who: 'you', amount: total }]);
}

/** "Destroy up to one target …. If you don't, …": `otherwise` runs unless an object of the subject was destroyed this way. */
export function destroyOrElse(ctx: Ctx, r: Resolution, e: Extract<Effect, { op: 'destroyOrElse' }>): void {
  let destroyed = false;
  const draws: Effect[] = [];
  for (const o of subjects(ctx, r.item, e.subject)) {
    removeObject(ctx, o.id, 'graveyard', 'destroyed');
    if (!ctx.s.objects[o.id] && ctx.leftObjects?.[o.id]?.reason === 'destroyed') {
      destroyed = true;
      // "If you do, its controller draws …": the player who controlled it as it was destroyed.
      if (e.controllerDrawsIntoMemory) draws.push({ op: 'draw', who: { player: o.controller }, count: e.controllerDrawsIntoMemory, intoMemory: true });
    }
  }
  runNext(r, destroyed ? draws : e.otherwise);
}
