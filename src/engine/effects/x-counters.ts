// "This enters the field with X <kind> counters on it": X is the value chosen for the X of its cost as it
// was activated or materialized (general-rules/general-rules-parts-of-a-card/parts-of-a-card-cost.md#parts-of-a-card-cost:
// X is chosen as the cost is paid and is 0 anywhere but on the stack), so the counters come with the object
// as it enters from the stack; one put onto the field another way enters with none.
import type { GameState, ObjectState, StackItem } from '../types.js';
import { mutObj } from '../state/clone.js';

export function addXCounters(s: GameState, o: ObjectState, item: StackItem): void {
  const def = s.defs[o.def];
  if (!def) return;
  for (const ab of def.abilities) {
    if (ab.kind !== 'static' || ab.effect.kind !== 'entersWithXCounters') continue;
    const x = item.x ?? 0;
    if (x <= 0) continue;
    const m = mutObj(s, o.id);
    m.counters = { ...m.counters, [ab.effect.counter]: (m.counters[ab.effect.counter] ?? 0) + x };
  }
}
