// "[It] doesn't wake up during its controller's next wake up phase": the object is marked; in the next wake up
// phase of the player who controls it then, the game's turn-based waking passes it by and the mark is used up
// (game-mechanics/game-mechanics-turn-order/turn-order-wake-up-phase.md#general-rules). An effect may still wake it.
import type { GameState, ObjectState } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { mutObj } from '../state/clone.js';
import { objDef } from '../state/query.js';

export function skipNextWakeUp(ctx: Ctx, objects: ObjectState[]): void {
  for (const o of objects) {
    if (!ctx.s.objects[o.id]) continue;
    mutObj(ctx.s, o.id).skipNextWakeUp = true;
    logLine(ctx, `${objDef(ctx.s, o).name} won't wake up during its controller's next wake up phase.`);
  }
}

/** In the wake up phase of `turnPlayer`: does this object stay as it is? The mark is used up either way. */
export function passesWakeUp(s: GameState, o: ObjectState, turnPlayer: string): boolean {
  if (o.controller !== turnPlayer || !o.skipNextWakeUp) return false;
  delete mutObj(s, o.id).skipNextWakeUp;
  return true;
}
