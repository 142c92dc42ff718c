// Ending the combat phase by an effect, and keeping a unit rested while a source stays (the Index rulings of the cards
// that do these; game-mechanics/game-mechanics-game-zones/game-zones-effects-stack.md#general-rules: the
// resolving effect still finishes resolving).
// - 'endCombatPhase': every other item on the effects stack is removed (the cards among them are banished),
//   the attack's roles end and its intent goes to the graveyard as at the end of combat, and once players
//   have passed the game returns to the main phase (flow/phases.ts, stepCombat with no combat).
// - 'skipWakeUpWhileControlled': each object of the subject stays rested in every wake up phase of its controller
//   (the next one only: 'skipNextWakeUp', effects/skip-wake-up.ts), as long as the effect's
//   controller still controls the source object (the same object: it did not leave the field).
import type { Effect } from '../../cards/vocabulary.js';
import type { GameState, ObjectState, StackItem } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { endCombat } from '../flow/combat.js';
import { putCard } from '../state/zones.js';

type CombatEndOp = Extract<Effect, { op: 'endCombatPhase' | 'skipWakeUpWhileControlled' }>;

/** The two ops (play/effects.ts); `objects`: the subject's objects for 'skipWakeUpWhileControlled'. */
export function runCombatEndOp(ctx: Ctx, item: StackItem, e: CombatEndOp, objects: ObjectState[]): void {
  if (e.op === 'skipWakeUpWhileControlled') {
    if (!item.source) return;
    const held = objects.map((o) => ({ object: o.id, source: item.source!, controller: item.controller }));
    ctx.s.wakeUpHeld = [...(ctx.s.wakeUpHeld ?? []), ...held];
    return;
  }
  endCombatPhase(ctx, item);
}

function endCombatPhase(ctx: Ctx, item: StackItem): void {
  const s = ctx.s;
  if (!s.combat || s.phase !== 'combat') return;
  const removed = s.stack;
  s.stack = [];
  for (const other of removed) {
    if ((other.kind === 'activation' || other.kind === 'materialization') && other.card && !other.copy) putCard(ctx, other.card, 'banishment');
  }
  endCombat(ctx);
  s.phaseStep = 5; // with the stack empty and passed, back to the main phase
  logLine(ctx, `The combat phase ends${removed.length > 0 ? `; ${removed.length} item(s) leave the effects stack` : ''}.`, item.controller);
}

/** In its controller's wake up phase: is this object held rested by a source its controller still controls? (flow/phases.ts) */
export function heldRested(s: GameState, o: ObjectState): boolean {
  if (!s.wakeUpHeld) return false;
  // Only while the source is still on the field under the same controller; a lapsed hold is forgotten.
  const live = s.wakeUpHeld.filter((h) => s.objects[h.object] !== undefined && s.objects[h.source]?.controller === h.controller);
  if (live.length === 0) delete s.wakeUpHeld;
  else if (live.length !== s.wakeUpHeld.length) s.wakeUpHeld = live;
  return live.some((h) => h.object === o.id);
}
