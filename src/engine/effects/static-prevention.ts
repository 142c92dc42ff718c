// Limits and riders of continuous preventions from static abilities (game-mechanics/game-mechanics-damage-prevention.md#general-rules;
// the replacement-effects page): "apply this replacement effect only once each turn" (remembered on the source
// object, by card instance and ability, with the turn it last applied: it is spent by applying, even to damage it
// could not prevent), a source restriction by element (rule 9), an amount worked out as the damage is dealt
// ("equal to the amount of cards in your memory", rule 10), and a counter put on the source as part of the
// replacement ("prevent 2 of that damage and put a charge counter on this instead", rule 11).
import type { StaticEffect } from '../../cards/vocabulary.js';
import type { DamageEvent, GameState, ObjectId, ObjectState } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { logLine } from '../flow/ctx.js';
import { mutObj } from '../state/clone.js';
import { addCounters } from '../play/effects.js';
import { objDef, player } from '../state/query.js';
import { damageSourceInfo } from './damage-sources.js';

type StaticPrevention = Extract<StaticEffect, { kind: 'preventDamage' }>;

/** What a batch's plan has spent of these limits and riders so far (committed with the damage). */
export interface StaticPreventionUse { object: ObjectId; key: string; once: boolean; counter?: StaticPrevention['selfCounter'] }

const trackingKey = (def: string, index: number) => `prevent:${def}#${index}`;

/** Do the limits let this static prevention apply to this event (not yet spent this turn, a source of the right element)? */
export function staticPreventionApplies(s: GameState, src: ObjectState, def: string, index: number, e: StaticPrevention, ev: DamageEvent, spent: StaticPreventionUse[]): boolean {
  if (e.oncePerTurn) {
    const key = trackingKey(def, index);
    if (src.abilityUses?.[key] === s.turn || spent.some((u) => u.once && u.object === src.id && u.key === key)) return false;
  }
  if (e.fromNotElement) {
    const info = damageSourceInfo(s, ev);
    if (!info || info.elements.includes(e.fromNotElement)) return false;
  }
  return true;
}

/** The amount it prevents, as the damage is dealt. */
export function staticPreventionAmount(s: GameState, src: ObjectState, e: StaticPrevention): number | 'all' | 'halfUp' {
  return e.amountOf === 'memorySize' ? player(s, src.controller).memory.length : e.amount;
}

/** Its use, to record in the plan: `prevented` is what it prevented of this event. */
export function staticPreventionUse(src: ObjectState, def: string, index: number, e: StaticPrevention, prevented: number): StaticPreventionUse | null {
  const counter = e.selfCounter && prevented > 0 ? e.selfCounter : undefined;
  if (!e.oncePerTurn && !counter) return null;
  return { object: src.id, key: trackingKey(def, index), once: !!e.oncePerTurn, ...(counter ? { counter } : {}) };
}

/** Carry out the uses of a committed plan: the once-each-turn limits are spent, the counters put. */
export function commitStaticPreventionUses(ctx: Ctx, uses: StaticPreventionUse[]): void {
  const s = ctx.s;
  for (const u of uses) {
    const o = s.objects[u.object];
    if (!o) continue;
    const m = mutObj(s, o.id);
    if (u.once) m.abilityUses = { ...(m.abilityUses ?? {}), [u.key]: s.turn };
    if (u.counter) {
      addCounters(ctx, o.id, u.counter, 1);
      logLine(ctx, `${objDef(s, o).name}: a ${u.counter} counter is put on it.`);
    }
  }
}
