import type { Trigger } from '../../cards/vocabulary.js';
import type { ObjectState, PlayerId } from '../types.js';
import { newId, type Ctx } from './ctx.js';
import { abilitySources } from '../state/query.js';

/** Queue the triggered abilities of `o` that watch for `on`. They go on the stack at the next check. */
export function queueObjectTriggers(ctx: Ctx, o: ObjectState, on: Trigger['on'], eventObject?: string): void {
  for (const ref of abilitySources(ctx.s, o)) {
    if (ref.ability.kind !== 'triggered' || ref.ability.trigger.on !== on) continue;
    ctx.s.pendingTriggers.push({
      id: newId(ctx.s, 't'),
      controller: o.controller,
      source: o.id,
      def: ref.def,
      abilityIndex: ref.index,
      ...(ref.builtin ? { builtin: ref.builtin } : {}),
      ...(eventObject ? { eventObject } : {}),
    });
  }
}

/** Queue a trigger whose source has already left the field (On Death, On Leave): last-known information. */
export function queueLeftFieldTriggers(ctx: Ctx, o: ObjectState, on: 'death' | 'leave' | 'banish'): void {
  for (const ref of abilitySources(ctx.s, o)) {
    if (ref.ability.kind !== 'triggered' || ref.ability.trigger.on !== on) continue;
    ctx.s.pendingTriggers.push({ id: newId(ctx.s, 't'), controller: o.controller, source: null, def: ref.def, abilityIndex: ref.index });
  }
}

export function queuePhaseTriggers(ctx: Ctx, phase: 'recollection' | 'end', turnPlayer: PlayerId): void {
  for (const id of ctx.s.field) {
    const o = ctx.s.objects[id]!;
    for (const ref of abilitySources(ctx.s, o)) {
      const ab = ref.ability;
      if (ab.kind !== 'triggered' || ab.trigger.on !== 'beginPhase' || ab.trigger.phase !== phase) continue;
      if (ab.trigger.whose === 'yours' && o.controller !== turnPlayer) continue;
      ctx.s.pendingTriggers.push({
        id: newId(ctx.s, 't'), controller: o.controller, source: o.id, def: ref.def, abilityIndex: ref.index,
        ...(ref.builtin ? { builtin: ref.builtin } : {}),
      });
    }
  }
}
