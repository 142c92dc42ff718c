// Static abilities of gained boons that modify stats (general-rules/general-rules-card-types/card-types-boons.md#general-rules,
// game-mechanics/game-mechanics-game-zones/game-zones-pantheon.md). A gained boon is no object: its
// "allies you control get +1 power" or "your champion gets +1 level" applies from the Pantheon zone to
// its player's objects. The stat code (state/query.ts) reads a modification with the object it comes
// from, for its controller: a boon's is given its player's champion as that stand-in, which only says
// whose objects are "yours" (a boon has no "this object" nor counters of its own to count).
import type { GameState } from '../types.js';
import { championOf, conditionMet, type ActiveStatMod } from '../state/query.js';
import { anyGainedBoon, boonAbilities } from './boon-abilities.js';

/** Every stat modification of a gained boon now in force, with its player's champion as stand-in source. */
export function boonStatMods(s: GameState, stat: 'power' | 'life' | 'level'): ActiveStatMod[] {
  if (!anyGainedBoon(s)) return [];
  const out: ActiveStatMod[] = [];
  for (const b of boonAbilities(s)) {
    const ab = b.ability;
    if (ab.kind !== 'static' || ab.effect.kind !== 'modifyStat' || ab.effect.stat !== stat) continue;
    const champ = championOf(s, b.controller);
    if (!champ) continue;
    if (ab.condition && !conditionMet(s, b.controller, ab.condition, undefined, [], undefined, s.defs[b.def])) continue;
    out.push({ src: champ, effect: ab.effect });
  }
  return out;
}
