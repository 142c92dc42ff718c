// "[Kind of] attack cards you activate enter the intent with +N power": a static ability of the attacking
// player's champion (an Inherited Effect included) or of another object they control (an ally), read as an activated attack card resolves and its
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
  const def = cardDef(s, card);
  let bonus = 0;
  // The champion's (Inherited Effects included) and those of the other objects the attacking player controls (an ally's static ability).
  const holders = [...(champ ? [champ] : []), ...s.field.map((id) => s.objects[id]!).filter((o) => o.controller === c.attackingPlayer && o.id !== champ?.id)];
  for (const holder of holders) {
    for (const ref of abilitySources(s, holder)) {
      const ab = ref.ability;
      if (ab.kind !== 'static' || ab.effect.kind !== 'intentEntryPower' || !cardMatches(def, ab.effect.filter)) continue;
      if (!ab.condition || conditionMet(s, holder.controller, ab.condition, holder, [], undefined, s.defs[ref.def])) bonus += ab.effect.amount;
    }
  }
  if (bonus === 0) return;
  s.combat = { ...c, attackBonus: (c.attackBonus ?? 0) + bonus };
  logLine(ctx, `${def.name} enters the intent with +${bonus} power.`, c.attackingPlayer);
}
