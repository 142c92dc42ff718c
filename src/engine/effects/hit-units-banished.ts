// "If a unit hit by [this unit] this turn would die, banish it instead": a static replacement effect
// (game-mechanics/game-mechanics-types-of-effects/types-of-effects-replacement-effects.md#general-rules) that
// the source applies while it is on the field and its condition holds. A unit is hit when this unit deals it
// combat damage, attacking or retaliating (glossary/game-terms.md#combat-damage); the units each unit hit are
// remembered until the clean-up. Dying is going from the field to the graveyard (glossary/game-terms.md#dies):
// banished instead, the unit does not die, so its On Death abilities don't trigger.
import type { GameState, LeavingReplacement, ObjectId, ObjectState } from '../types.js';
import { abilitySources, conditionMet, isUnit, objDef } from '../state/query.js';

/** Combat damage was dealt by `dealer` to `target`. */
export function noteHit(s: GameState, dealer: ObjectState | undefined, target: ObjectId, dealt: number): void {
  if (!dealer || dealt <= 0) return;
  const prev = s.hitThisTurn?.[dealer.id] ?? [];
  if (prev.includes(target)) return;
  s.hitThisTurn = { ...(s.hitThisTurn ?? {}), [dealer.id]: [...prev, target] };
}

/** Clean-up: the record is for one turn. */
export function endTurnHits(s: GameState): void {
  if (s.hitThisTurn) delete s.hitThisTurn;
}

/** The static "banish it instead" replacements that apply to `o` dying now, as leaving replacements. */
export function hitUnitBanishments(s: GameState, o: ObjectState): LeavingReplacement[] {
  if (!s.hitThisTurn || !isUnit(objDef(s, o))) return [];
  const out: LeavingReplacement[] = [];
  for (const [dealer, hit] of Object.entries(s.hitThisTurn)) {
    const src = s.objects[dealer];
    if (!src || !hit.includes(o.id) || !s.field.includes(dealer)) continue;
    for (const { ability: ab, def } of abilitySources(s, src)) {
      if (ab.kind !== 'static' || ab.effect.kind !== 'hitUnitsBanishedOnDeath') continue;
      if (ab.condition && !conditionMet(s, src.controller, ab.condition, src, [], undefined, s.defs[def])) continue;
      out.push({ id: `hit-${src.id}`, object: o.id, controller: src.controller, def, event: 'graveyard', instead: 'banish', duration: 'untilEndOfTurn', timestamp: src.timestamp });
      break;
    }
  }
  return out;
}
