import type { Trigger } from '../../cards/vocabulary.js';
import type { ObjectState, PlayerId } from '../types.js';
import { newId, type Ctx } from './ctx.js';
import { objDef } from '../state/query.js';

/** Queue the triggered abilities of `o` that watch for `on`. They go on the stack at the next check. */
export function queueObjectTriggers(ctx: Ctx, o: ObjectState, on: Trigger['on'], eventObject?: string): void {
  const def = objDef(ctx.s, o);
  def.abilities.forEach((ab, index) => {
    if (ab.kind !== 'triggered' || ab.trigger.on !== on) return;
    ctx.s.pendingTriggers.push({
      id: newId(ctx.s, 't'),
      controller: o.controller,
      source: o.id,
      def: o.def,
      abilityIndex: index,
      ...(eventObject ? { eventObject } : {}),
    });
  });
}

/** Queue a trigger whose source has already left the field (On Death, On Leave): last-known information. */
export function queueLeftFieldTriggers(ctx: Ctx, o: ObjectState, on: 'death' | 'leave'): void {
  const def = objDef(ctx.s, o);
  def.abilities.forEach((ab, index) => {
    if (ab.kind !== 'triggered' || ab.trigger.on !== on) return;
    ctx.s.pendingTriggers.push({ id: newId(ctx.s, 't'), controller: o.controller, source: null, def: o.def, abilityIndex: index });
  });
}

export function queuePhaseTriggers(ctx: Ctx, phase: 'recollection' | 'end', turnPlayer: PlayerId): void {
  for (const id of ctx.s.field) {
    const o = ctx.s.objects[id]!;
    const def = objDef(ctx.s, o);
    def.abilities.forEach((ab, index) => {
      if (ab.kind !== 'triggered' || ab.trigger.on !== 'beginPhase' || ab.trigger.phase !== phase) return;
      if (ab.trigger.whose === 'yours' && o.controller !== turnPlayer) return;
      ctx.s.pendingTriggers.push({ id: newId(ctx.s, 't'), controller: o.controller, source: o.id, def: o.def, abilityIndex: index });
    });
  }
}
