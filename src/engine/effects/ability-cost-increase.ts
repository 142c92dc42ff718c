// "Activated abilities of allies (or of regalia) you don't control cost (N) more to activate": a static ability that raises the
// reserve part of the cost of other players' allies' activated abilities (a cost increase is added to the cost
// paid, not the printed cost: game-mechanics/game-mechanics-abilities/abilities-static-abilities.md#general-rules;
// general-rules/general-rules-parts-of-a-card/parts-of-a-card-cost.md#parts-of-a-card-cost). An ability with no
// reserve cost asks that much reserve.
import type { GameState, ObjectState } from '../types.js';
import { abilitySources, conditionMet, isRegalia, objDef } from '../state/query.js';

/** How much more reserve activating an ability of `o` costs now. */
export function abilityCostIncrease(s: GameState, o: ObjectState): number {
  const d = objDef(s, o);
  const ally = d.types.includes('ALLY');
  const regalia = isRegalia(d);
  if (!ally && !regalia) return 0;
  let n = 0;
  for (const id of s.field) {
    const src = s.objects[id]!;
    if (src.controller === o.controller) continue;
    for (const { ability: ab, def } of abilitySources(s, src)) {
      if (ab.kind !== 'static' || ab.effect.kind !== 'opponentsAllyAbilityCost') continue;
      if (ab.effect.regalia ? !regalia : !ally) continue;
      if (ab.condition && !conditionMet(s, src.controller, ab.condition, src, [], undefined, s.defs[def])) continue;
      n += ab.effect.amount;
    }
  }
  return n;
}
