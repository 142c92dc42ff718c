// LV as a number in an effect, and "an opponent controls N or more units".
// LV is your champion's level with every level modifier, an empowered Spell's Empower included
// while it resolves; it may be negative (glossary/game-terms.md#lv). Units are champions and
// allies (glossary/game-terms.md#unit).
import type { GameState, PlayerId } from '../types.js';
import { championLevel, isUnit, objDef, opponents } from '../state/query.js';

/** LV of `who` right now (negative levels stay negative: the effect using it decides). */
export function levelAmount(s: GameState, who: PlayerId): number {
  return championLevel(s, who);
}

/** The most units any single opponent of `who` controls. */
export function opponentUnitCount(s: GameState, who: PlayerId): number {
  let most = 0;
  for (const p of opponents(s, who)) {
    const n = s.field.filter((id) => { const o = s.objects[id]!; return o.controller === p.id && isUnit(objDef(s, o)); }).length;
    most = Math.max(most, n);
  }
  return most;
}
