// "Gain control of target …": the object's controller becomes the effect's controller for good; its owner
// does not change (glossary/game-terms.md#control-and-ownership). An object whose controller changes is
// removed from combat (game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-attacking-and-the-combat-phase.md#general-rules).
import type { ObjectState, PlayerId } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { mutObj } from '../state/clone.js';
import { objDef, player } from '../state/query.js';

export function gainControl(ctx: Ctx, o: ObjectState, who: PlayerId): void {
  const s = ctx.s;
  if (o.controller === who) return;
  mutObj(s, o.id).controller = who;
  if (s.combat) {
    if (s.combat.attacker === o.id) s.combat.attacker = null;
    if (s.combat.defender === o.id) s.combat.defender = null;
    if (s.combat.weapon === o.id) s.combat.weapon = null;
    s.combat.retaliators = s.combat.retaliators.filter((r) => r !== o.id);
  }
  logLine(ctx, `${player(s, who).name} gains control of ${objDef(s, o).name}.`, who);
}
