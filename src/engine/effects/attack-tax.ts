// "Until end of turn, players can't declare attacks unless they pay (N) for each attack declaration":
// a reserve cost added to every attack declaration this turn, by any player, paid as the declaration
// is completed like a weapon's attack cost (flow/attack-costs.ts;
// game-mechanics/game-mechanics-playing-cards/playing-cards-costs-and-memory.md#general-rules). An attack
// whose cost can't be paid can't be declared; an attack card's declaration may decline to pay, and the
// card then leaves the intent unused.
import type { GameState, PlayerId } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';

export function addAttackTax(ctx: Ctx, amount: number, def: string, until?: { duration: 'untilYourNextTurn'; controller: PlayerId }): void {
  ctx.s.attackTaxes = [...(ctx.s.attackTaxes ?? []), { amount, def, ...(until ?? {}) }];
  logLine(ctx, `Until ${until ? 'the next turn of its controller' : 'end of turn'}, each attack declaration costs ${amount} more.`);
}

/** The reserve every attack declaration asks now. */
export function attackTax(s: GameState): number {
  if (!s.attackTaxes?.length) return 0;
  return s.attackTaxes.reduce((n, t) => n + t.amount, 0);
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
