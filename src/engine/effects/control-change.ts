// "Gain control of target …": the object's controller becomes the effect's controller (or, "target opponent gains
// control of …", that player); its owner does not change (glossary/game-terms.md#control-and-ownership). An object
// whose controller changes is removed from combat
// (game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-attacking-and-the-combat-phase.md#general-rules).
// A change "until end of turn" ends in the clean-up of the end phase
// (game-mechanics/game-mechanics-turn-order/turn-order-end-phase.md#general-rules): the object goes back to the
// player who controlled it before, unless a newer change gave it to someone else meanwhile.
import type { Effect } from '../../cards/vocabulary.js';
import type { ObjectState, PlayerId, Resolution } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { mutObj } from '../state/clone.js';
import { objDef, player } from '../state/query.js';
import type { GameState } from '../types.js';
import { endControlBoundEffects } from './while-controlled.js';

type Op = Extract<Effect, { op: 'gainControl' }>;

/** Does control change hands? Returns whether it did. */
export function gainControl(ctx: Ctx, o: ObjectState, who: PlayerId): boolean {
  const s = ctx.s;
  if (o.controller === who) return false;
  mutObj(s, o.id).controller = who;
  if (s.combat) {
    if (s.combat.attacker === o.id) s.combat.attacker = null;
    if (s.combat.defender === o.id) s.combat.defender = null;
    if (s.combat.weapon === o.id) s.combat.weapon = null;
    s.combat.retaliators = s.combat.retaliators.filter((r) => r !== o.id);
  }
  logLine(ctx, `${player(s, who).name} gains control of ${objDef(s, o).name}.`, who);
  endControlBoundEffects(s); // effects "for as long as you control" it end (while-controlled.ts)
  return true;
}

/**
 * The `gainControl` op: who gains control, for how long, and what happens only if it changed. Returns the
 * effects to run next (its `then`, or none).
 */
export function runGainControl(ctx: Ctx, r: Resolution, e: Op, objects: ObjectState[]): Effect[] {
  const s = ctx.s;
  const t = e.to ? r.item.targets[e.to.target] : undefined;
  const who = e.to ? (t?.kind === 'player' && !player(s, t.id).lost ? t.id : undefined) : r.item.controller;
  if (who === undefined) return [];
  let changed = false;
  for (const o of objects) {
    const before = o.controller;
    // A newer change for good supersedes older changes for the turn, even when it moves nothing now.
    if (e.until === undefined && s.temporaryControl?.some((c) => c.object === o.id)) s.temporaryControl = s.temporaryControl.filter((c) => c.object !== o.id);
    if (!gainControl(ctx, o, who)) continue;
    changed = true;
    if (e.until === 'untilEndOfTurn') s.temporaryControl = [...(s.temporaryControl ?? []), { object: o.id, controller: who, previous: before }];
  }
  return changed ? e.then ?? [] : [];
}

/** Clean-up: control changes "until end of turn" end, newest first. */
export function endTurnControl(ctx: Ctx): void {
  const s: GameState = ctx.s;
  const list = s.temporaryControl;
  if (!list || list.length === 0) return;
  s.temporaryControl = [];
  for (const c of [...list].reverse()) {
    const o = s.objects[c.object];
    if (!o || !s.field.includes(o.id) || o.controller !== c.controller) continue;
    mutObj(s, o.id).controller = c.previous;
    logLine(ctx, `${player(s, c.previous).name} regains control of ${objDef(s, o).name}.`, c.previous);
  }
  endControlBoundEffects(s);
}
