// "Players can't declare attacks targeting [this] unless they pay (N) for each attack declaration": a
// cost restriction on each attack declaration whose targets include the object, paid with the other
// declaration costs once the targets are chosen
// (game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-attack-declaration.md#declaring-an-attack,
// steps 2.d and 2.e). A Cleave attack's defenders are not its targets, so they ask nothing. A player who
// can't pay can't choose that target for an attack they declare; an attack card's declaration may still
// decline, as with any attack tax (effects/attack-tax.ts).
import type { AttackDraft, GameState, ObjectId } from '../types.js';
import { abilitySources, conditionMet } from '../state/query.js';

/** The reserve asked for targeting these objects with one attack declaration. */
export function attackTargetTax(s: GameState, targets: readonly ObjectId[]): number {
  let n = 0;
  for (const id of targets) {
    const o = s.objects[id];
    if (!o) continue;
    for (const { ability: ab, def } of abilitySources(s, o)) {
      if (ab.kind !== 'static' || ab.effect.kind !== 'attackTargetTax') continue;
      if (ab.condition && !conditionMet(s, o.controller, ab.condition, o, [], undefined, s.defs[def])) continue;
      n += ab.effect.reserve;
    }
  }
  return n;
}

/** The target tax of a draft: its chosen targets, none for a Cleave attack's defenders. */
export function draftTargetTax(s: GameState, d: Pick<AttackDraft, 'chosen' | 'cleave'>): number {
  return d.cleave ? 0 : attackTargetTax(s, d.chosen ?? []);
}
