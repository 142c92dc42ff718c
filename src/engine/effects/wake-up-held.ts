// Keeping a unit rested while a source stays: each object of the subject stays rested in every wake up phase of
// its controller (the next one only: 'skipNextWakeUp', effects/skip-wake-up.ts), as long as the effect's
// controller still controls the source object (the same object: it did not leave the field)
// (game-mechanics/game-mechanics-turn-order/turn-order-wake-up-phase.md#general-rules).
import type { GameState, ObjectId, ObjectState, StackItem } from '../types.js';
import type { Ctx } from '../flow/ctx.js';

/** 'skipWakeUpWhileControlled' (play/effects.ts) on the subject's objects. */
export function holdRested(ctx: Ctx, item: StackItem, objects: ObjectState[]): void {
  if (!item.source) return;
  const held = objects.map((o) => ({ object: o.id, source: item.source!, controller: item.controller }));
  ctx.s.wakeUpHeld = [...(ctx.s.wakeUpHeld ?? []), ...held];
}

/**
 * The objects held rested now by a source its controller still controls, worked out once per wake up
 * phase (flow/phases.ts). A lapsed hold (its object or source gone, or control changed) is forgotten.
 */
export function heldRestedObjects(s: GameState): ReadonlySet<ObjectId> {
  if (!s.wakeUpHeld) return NONE;
  const live = s.wakeUpHeld.filter((h) => s.objects[h.object] !== undefined && s.objects[h.source]?.controller === h.controller);
  if (live.length === 0) delete s.wakeUpHeld;
  else if (live.length !== s.wakeUpHeld.length) s.wakeUpHeld = live;
  return new Set(live.map((h) => h.object));
}

const NONE: ReadonlySet<ObjectId> = new Set();
