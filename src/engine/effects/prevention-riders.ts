// Additional effects tied to a prevention's replacement (game-mechanics/game-mechanics-damage-prevention.md, rule 11):
// written in the same paragraph as the prevention ("prevent that damage. Mill as many cards as the damage prevented
// this way"), they are part of the replacement itself, not a trigger, so they happen as the damage is prevented,
// before anything else. X (`eventAmount`) is the damage prevented; `minPrevented` makes them conditional
// ("if 3 or more damage was prevented this way"). They are carried out where the replacement is, which cannot
// stop for a choice: only effects that need none belong here (a script that needs one is a bug, reported loudly).
import type { Prevention, StackItem } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { nextTimestamp } from '../flow/ctx.js';
import { runEffects } from '../play/effects.js';

/** The prevention `p` prevented `prevented` damage: the effects of its replacement, if any, happen now. */
export function runPreventionEffects(ctx: Ctx, p: Prevention, prevented: number): void {
  const t = p.then;
  if (!t || prevented <= 0 || (t.minPrevented !== undefined && prevented < t.minPrevented)) return;
  const item: StackItem = { id: `${p.id}-then`, kind: 'trigger', controller: p.controller, def: p.def, targets: [], x: prevented, timestamp: nextTimestamp(ctx.s) };
  if (runEffects(ctx, { item, effects: t.effects, index: 0 }) !== 'done') {
    throw new Error(`${ctx.s.defs[p.def]?.name ?? p.def}: the effects of a prevention's replacement may not ask for a choice`);
  }
}
