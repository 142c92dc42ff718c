// "Change the target of an attack that targets [this unit] to …" (game-mechanics/game-mechanics-objects-and-targeting.md#redirect):
// the source must be one of the current attack's targets (its first target, or a Multistrike extra one; a Cleave attack
// has defenders, not targets, and can't be redirected). That target becomes the new unit, if the attacker could attack it
// and it is not already defending in this combat; otherwise nothing changes.
import type { Effect } from '../../cards/vocabulary.js';
import type { GameState, ObjectState, Resolution } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { attackTargets } from '../flow/combat.js';
import { objDef } from '../state/query.js';
import { subjects } from '../play/effects.js';

type Op = Extract<Effect, { op: 'redirectAttackFromSelf' }>;

/** Is this object one of the current attack's targets? */
export function attackTargetsObject(s: GameState, o: ObjectState | undefined): boolean {
  const c = s.combat;
  if (!c || !o || c.cleave) return false;
  return c.defender === o.id || (c.defenders ?? []).some((d) => d.id === o.id);
}

export function redirectAttackFromSelf(ctx: Ctx, r: Resolution, e: Op): void {
  const s = ctx.s;
  const c = s.combat;
  const self = r.item.source ? s.objects[r.item.source] : undefined;
  const to = subjects(ctx, r.item, e.to)[0];
  if (!c || !self || !to || !attackTargetsObject(s, self)) return;
  const attacker = c.attacker ? s.objects[c.attacker] : undefined;
  if (!attacker || c.defender === to.id || (c.defenders ?? []).some((d) => d.id === to.id)) return;
  if (!attackTargets(s, attacker, true).includes(to.id)) return;
  if (c.defender === self.id) {
    c.defender = to.id;
    c.defendingPlayer = to.controller;
  } else {
    c.defenders = (c.defenders ?? []).map((d) => (d.id === self.id ? { id: to.id, card: to.card, owner: to.owner } : d));
  }
  logLine(ctx, `The attack on ${objDef(s, self).name} is redirected to ${objDef(s, to).name}.`, r.item.controller);
}
