// "Whenever (When) damage is prevented this way, …": a prevention made by a resolution may carry a triggered
// ability of its own that triggers each time the prevention actually prevents some damage (none prevented,
// no trigger). It is queued as a reflexive trigger of the prevention's card, controlled by the prevention's
// controller, its targets chosen as it goes on the stack; it carries the amount prevented as its number
// (the X of `eventAmount`). "When N or more damage is prevented this way" triggers only when at least N was
// prevented at once; a bonus restriction on that paragraph ("[Class Bonus] Whenever …") is checked as it
// triggers (game-mechanics/game-mechanics-damage-prevention.md, rule 11; abilities-triggered-abilities.md, reflexive triggers).
import type { Ability } from '../../cards/vocabulary.js';
import type { Prevention } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { addPendingTrigger } from '../flow/triggers.js';
import { conditionMet } from '../state/query.js';

/** The prevention `p` prevented `prevented` damage: its own trigger, if it has one, is queued. */
export function queuePreventionTrigger(ctx: Ctx, p: Prevention, prevented: number): void {
  const t = p.onPrevent;
  if (!t || prevented <= 0) return;
  if (t.minPrevented !== undefined && prevented < t.minPrevented) return;
  if (t.condition && !conditionMet(ctx.s, p.controller, t.condition, undefined, [], undefined, ctx.s.defs[p.def])) return;
  const ability: Ability = { kind: 'triggered', trigger: { on: 'reflexive' }, effects: t.effects, ...(t.targets ? { targets: t.targets } : {}) };
  addPendingTrigger(ctx.s, { controller: p.controller, source: null, def: p.def, abilityIndex: -1, inline: ability, x: prevented });
}
