// An activated ability's reserve cost made smaller as its card says: by its controller's omens (banished
// cards with an omen counter, game-mechanics/game-mechanics-counters.md#omen: 1 less for each omen, or
// for each different reserve cost among them), or by the counters on a named mastery
// (game-mechanics-mastery.md#general-rules), or by the different reserve costs among objects of a kind the
// controller controls, or by the objects of a kind the controller controls. A cost is never less than 0 (RULES.cost).
import type { ActivatedCost } from '../../cards/vocabulary.js';
import type { GameState, ObjectState, PlayerId } from '../types.js';
import { cardDef, conditionMet, objDef, player } from '../state/query.js';
import { cardMatches } from '../play/effects.js';
import { masteryOf } from './mastery.js';
import { tally } from './tallies.js';

/** The reserve this cost asks now. */
export function abilityReserve(s: GameState, who: PlayerId, c: Extract<ActivatedCost, { kind: 'reserve' }>, source?: ObjectState): number {
  if (c.lessWhile) { // "costs N less as long as …": the condition about the ability's own object
    const held = conditionMet(s, who, c.lessWhile.condition, source, [], undefined, source ? objDef(s, source) : undefined);
    return Math.max(0, c.value - (held ? c.lessWhile.amount : 0));
  }
  if (c.lessIfOtherControlled) {
    // "As long as you control another [kind] ally": an object other than the ability's own.
    const f = c.lessIfOtherControlled;
    const other = s.field.some((id) => id !== source?.id && s.objects[id]!.controller === who && cardMatches(objDef(s, s.objects[id]!), f.filter));
    return Math.max(0, c.value - (other ? f.amount : 0));
  }
  if (c.lessPerMasteryCounter) {
    const m = masteryOf(s, who);
    const x = m && m.def === c.lessPerMasteryCounter.mastery ? m.counters[c.lessPerMasteryCounter.counter] ?? 0 : 0;
    return Math.max(0, c.value - x);
  }
  if (c.lessPerDistinctReserveCosts) {
    // Objects without a reserve cost (a memory cost, or none) have no reserve cost to count.
    const f = c.lessPerDistinctReserveCosts;
    const costs = new Set(s.field.flatMap((id) => {
      const o = s.objects[id]!;
      const def = objDef(s, o);
      return o.controller === who && cardMatches(def, f) && def.cost.kind === 'reserve' && typeof def.cost.value === 'number' ? [def.cost.value] : [];
    }));
    return Math.max(0, c.value - costs.size);
  }
  if (c.lessPerControlled) {
    const f = c.lessPerControlled;
    const n = s.field.filter((id) => s.objects[id]!.controller === who && cardMatches(objDef(s, s.objects[id]!), f)).length;
    return Math.max(0, c.value - n);
  }
  if (c.lessPerTally) return Math.max(0, c.value - tally(s, who, c.lessPerTally)); // effects/tallies.ts
  if (!c.lessPer) return c.value;
  const omens = player(s, who).banishment.filter((card) => (s.cardCounters?.[card]?.omen ?? 0) > 0);
  const less = c.lessPer === 'omen' ? omens.length : new Set(omens.flatMap((card) => {
    const cost = cardDef(s, card).cost;
    return cost.kind === 'reserve' && typeof cost.value === 'number' ? [cost.value] : [];
  })).size;
  return Math.max(0, c.value - less);
}
