// "+X power, where X is the highest base power among other allies you control": the base power is the
// power stat that counters and other modifications change (game-mechanics/game-mechanics-counters.md#buff):
// the printed one, or the one an effect set in layer A (types-of-effects-continuous-effects/README.md#layers).
import type { GameState, ObjectState } from '../types.js';
import { objDef } from '../state/query.js';

export function highestOtherAllyBasePower(s: GameState, src: ObjectState): number {
  let best = 0;
  for (const id of s.field) {
    const o = s.objects[id]!;
    if (o.id === src.id || o.controller !== src.controller) continue;
    const d = objDef(s, o);
    if (d.types.includes('ALLY')) best = Math.max(best, d.power ?? 0);
  }
  return best;
}
