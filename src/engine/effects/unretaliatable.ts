// "Attacks using this can't be retaliated" (game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/
// combat-phase-retaliation-step.md#general-rules): a static ability of a weapon (or of the attacker) that, while
// its condition holds, leaves the attack with no unit able to retaliate; or of an attack card in the intent.
import type { GameState, ObjectState } from '../types.js';
import { abilitySources, conditionMet, objDef } from '../state/query.js';
import { cardMatches } from '../play/effects.js';

export function attackUnretaliatable(s: GameState): boolean {
  const c = s.combat;
  if (!c) return false;
  for (const id of [c.weapon, c.attacker]) {
    const o = id ? s.objects[id] : undefined;
    if (!o) continue;
    for (const { ability: ab, def } of abilitySources(s, o)) {
      if (ab.kind !== 'static' || ab.effect.kind !== 'unretaliatable' || ab.effect.by) continue;
      if (!ab.condition || conditionMet(s, o.controller, ab.condition, o, [], undefined, s.defs[def])) return true;
    }
  }
  // An attack card's own "can't be retaliated" while it is the attack (its bonus read for the card itself).
  const attacker = c.attacker ? s.objects[c.attacker] : undefined;
  for (const card of c.intent) {
    const def = s.defs[s.cards[card]!.def]!;
    for (const ab of def.abilities) {
      if (ab.kind !== 'static' || ab.effect.kind !== 'unretaliatable' || ab.effect.by) continue;
      if (!ab.condition || conditionMet(s, c.attackingPlayer, ab.condition, attacker, [], undefined, def)) return true;
    }
  }
  return false;
}

/** "Its attacks can't be retaliated by [kind of] allies": may this unit not retaliate against the current attack? */
export function retaliationBarred(s: GameState, retaliator: ObjectState): boolean {
  const c = s.combat;
  if (!c) return false;
  const rd = objDef(s, retaliator);
  for (const id of [c.weapon, c.attacker]) {
    const o = id ? s.objects[id] : undefined;
    if (!o) continue;
    for (const { ability: ab, def } of abilitySources(s, o)) {
      if (ab.kind !== 'static' || ab.effect.kind !== 'unretaliatable' || !ab.effect.by || !cardMatches(rd, ab.effect.by)) continue;
      if (!ab.condition || conditionMet(s, o.controller, ab.condition, o, [], undefined, s.defs[def])) return true;
    }
  }
  return false;
}
