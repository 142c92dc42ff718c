// "Until end of turn, players can't declare attacks unless they pay (N) for each attack declaration":
// a reserve cost added to every attack declaration this turn, by any player, paid as the declaration
// is completed like a weapon's attack cost (flow/attack-costs.ts;
// game-mechanics/game-mechanics-playing-cards/playing-cards-costs-and-memory.md#general-rules). An attack
// whose cost can't be paid can't be declared; an attack card's declaration may decline to pay, and the
// card then leaves the intent unused.
// A tax may name the attackers it applies to (champions or allies); a static one (a tax on every ally's
// attack declarations, or an extra payment to attack with one particular ally) applies while its object
// is on the field and its condition holds.
import type { GameState, ObjectState, PlayerId } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { abilitySources, conditionMet, objDef } from '../state/query.js';

export function addAttackTax(ctx: Ctx, amount: number, def: string, until?: { duration: 'untilYourNextTurn'; controller: PlayerId }, attackers?: 'champions' | 'allies'): void {
  ctx.s.attackTaxes = [...(ctx.s.attackTaxes ?? []), { amount, def, ...(until ?? {}), ...(attackers ? { attackers } : {}) }];
  logLine(ctx, `Until ${until ? 'the next turn of its controller' : 'end of turn'}, each attack declaration${attackers ? ` with ${attackers}` : ''} costs ${amount} more.`);
}

/**
 * The reserve an attack declaration asks now (`attacker`: the unit declaring it; without one, every tax
 * that could apply is counted).
 */
export function attackTax(s: GameState, attacker?: ObjectState): number {
  const types = attacker ? objDef(s, attacker).types : undefined;
  const champion = !types || types.includes('CHAMPION');
  const ally = !types || !types.includes('CHAMPION');
  const timed = (s.attackTaxes ?? []).reduce((n, t) => n + (!t.attackers || (t.attackers === 'champions' ? champion : ally) ? t.amount : 0), 0);
  return timed + staticAttackTax(s, attacker, ally);
}

/** The static taxes of the objects on the field for this declaration. */
function staticAttackTax(s: GameState, attacker: ObjectState | undefined, ally: boolean): number {
  let n = 0;
  for (const id of s.field) {
    const o = s.objects[id]!;
    for (const { ability: ab, def } of abilitySources(s, o)) {
      if (ab.kind !== 'static' || ab.effect.kind !== 'allyAttackTax') continue;
      if (ab.effect.attackers === 'self' ? attacker?.id !== o.id : !ally) continue;
      if (ab.condition && !conditionMet(s, o.controller, ab.condition, o, [], undefined, s.defs[def])) continue;
      n += ab.effect.reserve;
    }
  }
  return n;
}

/** Clean-up: the taxes last the turn, but those lasting until their controller's next turn (effects/durations.ts ends those). */
export function endTurnAttackTaxes(s: GameState): void {
  if (s.attackTaxes?.length) s.attackTaxes = s.attackTaxes.filter((t) => t.duration === 'untilYourNextTurn');
}

/** A turn of `starting` begins: the taxes that player made "until the beginning of your next turn" end. */
export function endAttackTaxesAtTurnStart(s: GameState, starting: PlayerId): void {
  if (s.attackTaxes?.some((t) => t.duration === 'untilYourNextTurn' && t.controller === starting)) {
    s.attackTaxes = s.attackTaxes.filter((t) => !(t.duration === 'untilYourNextTurn' && t.controller === starting));
  }
}
