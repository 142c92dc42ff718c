// An attack card whose own static ability says its attack can't be intercepted (glossary/keywords-and-abilities.md#intercept),
// read while it is the attack, with its condition checked for the card itself (e.g. "as long as it was prepared").
import type { GameState } from '../types.js';
import { conditionMet } from '../state/query.js';

export function intentForbidsIntercept(s: GameState): boolean {
  const c = s.combat;
  if (!c) return false;
  const attacker = c.attacker ? s.objects[c.attacker] : undefined;
  return c.intent.some((card) => {
    const def = s.defs[s.cards[card]!.def]!;
    return def.abilities.some((ab) => ab.kind === 'static' && ab.effect.kind === 'permission' && ab.effect.permission.mode === 'cant'
      && ab.effect.permission.action === 'beIntercepted' && !ab.effect.permission.set
      && (!ab.condition || conditionMet(s, c.attackingPlayer, ab.condition, attacker, [], undefined, def)));
  });
}
