// "Allies with [kind] counters on them don't obey their controller": a static ability of its source while it is
// on the field (its condition holding). A disobedient ally neither attacks nor intercepts, nor are its activated
// abilities usable (glossary/game-terms.md#obedience); retaliating stays open to it.
import type { GameState, ObjectState } from '../types.js';
import { abilitySources, conditionMet, objDef } from '../state/query.js';

export const OBEDIENCE_RULE = 'glossary/game-terms.md#obedience';

/** Does an ability on the field take this ally's obedience away for the counters on it? */
export function disobeysForCounters(s: GameState, o: ObjectState): boolean {
  if (!objDef(s, o).types.includes('ALLY')) return false;
  const kinds = Object.entries(o.counters).filter(([, n]) => (n ?? 0) > 0).map(([k]) => k);
  if (kinds.length === 0) return false;
  for (const id of s.field) {
    const src = s.objects[id]!;
    for (const { ability: ab, def } of abilitySources(s, src)) {
      if (ab.kind !== 'static' || ab.effect.kind !== 'counterDisobeys' || !kinds.includes(ab.effect.counter)) continue;
      if (!ab.condition || conditionMet(s, src.controller, ab.condition, src, [], undefined, s.defs[def])) return true;
    }
  }
  return false;
}

/** Allies on the field (anyone's) with at least one such counter. */
export function alliesWithCounter(s: GameState, counter: string): number {
  return s.field.filter((id) => {
    const o = s.objects[id]!;
    return objDef(s, o).types.includes('ALLY') && ((o.counters as Record<string, number | undefined>)[counter] ?? 0) > 0;
  }).length;
}
