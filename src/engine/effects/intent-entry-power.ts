// "[Kind of] attack cards you activate enter the intent with +N power": a static ability of the attacking
// player's champion (an Inherited Effect included), read as an activated attack card resolves and its
// attack begins with it in the intent (game-mechanics/game-mechanics-game-zones/game-zones-intent.md#general-rules).
// The card's extra power is part of the attack's power while the attack goes on.
import type { CardId } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { abilitySources, cardDef, championOf, conditionMet } from '../state/query.js';
import { cardMatches } from '../play/effects.js';

export function applyIntentEntryPower(ctx: Ctx, card: CardId): void {
  const s = ctx.s;
  const c = s.combat;
  if (!c) return;
  const champ = championOf(s, c.attackingPlayer);
  if (!champ) return;
  const def = cardDef(s, card);
  let bonus = 0;
  for (const ref of abilitySources(s, champ)) {
    const ab = ref.ability;
    if (ab.kind !== 'static' || ab.effect.kind !== 'intentEntryPower' || !cardMatches(def, ab.effect.filter)) continue;
    if (!ab.condition || conditionMet(s, champ.controller, ab.condition, champ, [], undefined, s.defs[ref.def])) bonus += ab.effect.amount;
  }
  if (bonus === 0) return;
  s.combat = { ...c, attackBonus: (c.attackBonus ?? 0) + bonus };
  logLine(ctx, `${def.name} enters the intent with +${bonus} power.`, c.attackingPlayer);
}
