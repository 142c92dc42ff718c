// "If a unit is attacking, end the combat phase": the combat phase ends at once
// (game-mechanics/game-mechanics-turn-order/README.md#general-rules). As it ends, every activation,
// materialization and trigger still on the effects stack is banished: a card being activated or materialized
// goes to its owner's banishment, an ability or a copy simply ceases to be. The end of combat clean-up still
// happens (game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-end-of-combat-step.md#general-rules):
// the cards of the intent go to the graveyard, not to banishment. Then the turn goes back to its main phase.
import type { GameState } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, player } from '../state/query.js';
import { putCard } from '../state/zones.js';
import { endCombat } from '../flow/combat.js';
import { turnPlayerId } from '../state/query.js';

/** Is a unit attacking now (the condition these effects check)? */
export function unitAttacking(s: GameState): boolean {
  return !!s.combat?.attacker && !!s.objects[s.combat.attacker];
}

export function endCombatPhase(ctx: Ctx): void {
  const s = ctx.s;
  if (!unitAttacking(s)) return;
  const items = [...s.stack];
  s.stack = [];
  for (const item of items) {
    if ((item.kind === 'activation' || item.kind === 'materialization') && item.card && s.cards[item.card]) {
      putCard(ctx, item.card, 'banishment');
      logLine(ctx, `${cardDef(s, item.card).name} is banished from the effects stack as the combat phase ends.`);
    }
  }
  endCombat(ctx); // the intent's cards go to their owners' graveyards
  s.phase = 'main';
  s.phaseStep = 0;
  logLine(ctx, 'The combat phase ends.');
  ctx.events.push({ type: 'phase', phase: 'main', turn: s.turn, player: player(s, turnPlayerId(s)).id });
}
