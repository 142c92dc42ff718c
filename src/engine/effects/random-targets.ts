// "A random target …": the target is still a target (game-mechanics/game-mechanics-objects-and-targeting.md#target),
// but nobody chooses it: the game picks it fairly among the legal choices as the triggered ability is
// put on the stack (game-mechanics/game-mechanics-miscellaneous-topics/randomization.md#general-rules), with the
// game's seeded random sequence. It is checked again on resolution like any target.
import type { TargetSpec } from '../../cards/vocabulary.js';
import type { ChosenTarget, PendingTrigger } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { legalTargets } from '../play/targets.js';
import { nextInt } from '../state/rng.js';

/** When every target of the trigger is a random one: the targets picked now; otherwise null (its controller chooses). */
export function randomTargets(ctx: Ctx, t: PendingTrigger, specs: TargetSpec[]): ChosenTarget[] | null {
  if (specs.length === 0 || !specs.every((spec) => spec.random)) return null;
  const s = ctx.s;
  const chosen: ChosenTarget[] = [];
  for (const spec of specs) {
    const options = legalTargets(s, t.controller, spec, t.source ?? undefined, { def: s.defs[t.def] })
      .filter((o) => !chosen.some((c) => c && o && c.kind === o.kind && c.id === o.id));
    const pick = options.length === 0 ? null : options[nextInt(s.rng, options.length)]!;
    chosen.push(pick);
  }
  const names = chosen.map((c) => (c?.kind === 'object' ? s.defs[s.objects[c.id]!.def]!.name : c?.id ?? 'nothing')).join(', ');
  logLine(ctx, `${s.defs[t.def]!.name}'s random target: ${names}.`, t.controller);
  return chosen;
}
