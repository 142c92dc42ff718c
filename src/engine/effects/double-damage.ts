// An attack card that makes its attack deal twice the damage: a damage-modifying replacement of an attack
// card in the current attack's intent, printed (its condition checked as the damage is dealt) or gained there
// (intentCardsGain). It applies to the combat damage the attack deals to each defender, once per event, ordered with
// the other replacements on it by the damaged unit's controller: what it doubles is the damage as it stands at that
// point, all of it (weapon and attack bonuses included)
// (game-mechanics/game-mechanics-types-of-effects/types-of-effects-replacement-effects.md#general-rules; effects/prevention.ts).
import type { DamageEvent, GameState } from '../types.js';
import { cardDef, conditionMet } from '../state/query.js';

interface Doubling { id: string; label: string; prevent: () => number; use: () => void; add: number }

export function attackDoublings(s: GameState, ev: DamageEvent, left: number, used: Set<string>): Doubling[] {
  const c = s.combat;
  const attacker = c?.attacker ? s.objects[c.attacker] : undefined;
  if (!ev.combat || ev.retaliator || !c || !attacker || left <= 0) return [];
  const out: Doubling[] = [];
  for (const card of c.intent) {
    const def = cardDef(s, card);
    const abilities = [...def.abilities, ...(c.intentGrants ?? []).filter((g) => g.card === card).map((g) => g.ability)];
    abilities.forEach((ab, i) => {
      if (ab.kind !== 'static' || ab.effect.kind !== 'doubleAttackDamage') return;
      const key = `double:${card}:${i}`;
      if (used.has(key)) return;
      if (ab.condition && !conditionMet(s, attacker.controller, ab.condition, attacker, [], undefined, def)) return;
      out.push({ id: key, label: `${def.name}: double damage (${left} more) is dealt`, prevent: () => 0, use: () => {}, add: left });
    });
  }
  return out;
}
