// "Whenever (When) damage is prevented this way, …": a prevention made by a resolution may carry a triggered
// ability of its own that triggers each time the prevention actually prevents some damage (none prevented,
// no trigger). It is queued as a reflexive trigger of the prevention's card, controlled by the prevention's
// controller, its targets chosen as it goes on the stack
// (game-mechanics/game-mechanics-damage-prevention.md; abilities-triggered-abilities.md, reflexive triggers).
import type { StackItem, Prevention } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { queueReflexiveTrigger } from '../flow/triggers.js';

/** The prevention `p` prevented `prevented` damage: its own trigger, if it has one, is queued. */
export function queuePreventionTrigger(ctx: Ctx, p: Prevention, prevented: number): void {
  const t = p.onPrevent;
  if (!t || prevented <= 0) return;
  const from = { controller: p.controller, def: p.def, source: null } as unknown as StackItem;
  queueReflexiveTrigger(ctx, from, { op: 'reflexiveTrigger', effects: t.effects, ...(t.targets ? { targets: t.targets } : {}) });
}
