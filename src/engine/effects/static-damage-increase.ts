// Damage-modifying replacements from static abilities of objects on the field: damage to a unit from a Spell source
// the object's controller controls is raised by X, X the counters of a kind on the object as the damage is dealt. Not a prevention: ordered with the other replacements on the event by the damaged unit's
// controller, once per event, and unpreventable damage is increased too
// (game-mechanics/game-mechanics-damage-prevention.md#general-rules, rule 3; effects/prevention.ts).
import type { DamageEvent, GameState } from '../types.js';
import { abilitySources, conditionMet, isUnit, mayHaveAbilityIn, objDef } from '../state/query.js';
import { slugsWithAbility } from '../state/game-facts.js';
import { spellSourceMatches } from './damage-sources.js';

interface Increase { id: string; label: string; prevent: () => number; use: () => void; add: number }

const slugs = slugsWithAbility((ab) => ab.kind === 'static' && ab.effect.kind === 'spellDamageIncrease');

/** The increases that apply to this event, not yet used on it. */
export function staticDamageIncreases(s: GameState, ev: DamageEvent, used: Set<string>): Increase[] {
  const set = slugs(s.defs);
  const damaged = s.objects[ev.object];
  if (set.size === 0 || !damaged || !isUnit(objDef(s, damaged))) return [];
  const out: Increase[] = [];
  for (const id of s.field) {
    const src = s.objects[id]!;
    if (!mayHaveAbilityIn(s, src, set)) continue;
    abilitySources(s, src).forEach(({ ability: ab, def }, index) => {
      if (ab.kind !== 'static' || ab.effect.kind !== 'spellDamageIncrease') return;
      const key = `increase:${src.id}:${def}:${index}`;
      if (used.has(key)) return;
      if (ab.condition && !conditionMet(s, src.controller, ab.condition, src, [], undefined, s.defs[def])) return;
      if (!spellSourceMatches(s, ev, { yours: true }, src.controller)) return;
      const add = src.counters[ab.effect.perCounter] ?? 0;
      if (add <= 0) return;
      out.push({ id: key, label: `${s.defs[def]!.name}: ${add} more damage is dealt`, prevent: () => 0, use: () => {}, add });
    });
  }
  return out;
}
