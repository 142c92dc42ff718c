// Extra activation costs that touch the champion: delevelling it and recovering N
// (general-rules/general-rules-parts-of-a-card/parts-of-a-card-cost.md#parts-of-a-card-cost: additional costs
// are paid with the other costs, and a cost that can't be paid in full can't be paid at all).
// Delevel (glossary/game-terms.md#delevel) needs a card under the top card of the champion's lineage; recovering
// N as a cost (glossary/game-terms.md#recover) needs at least N damage counters on the champion to remove, and a
// player who can't recover can't pay it. Both are paid as the activation is committed; a copy or a
// materialization asks nothing.
import type { CardDef } from '../../cards/vocabulary.js';
import type { GameState, PlayerId, RuleViolation } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { RULES } from '../rules-refs.js';
import { championOf } from '../state/query.js';
import { playerCant } from './permissions.js';
import { recoverOn } from './cleric-ops.js';
import { delevel } from '../play/effects.js';

/** Why the card's champion costs can't be paid now. */
export function championCostProblem(s: GameState, who: PlayerId, def: CardDef): RuleViolation | null {
  const cost = def.championCosts;
  if (!cost) return null;
  const champ = championOf(s, who);
  if (cost.delevel && (!champ || champ.lineage.length === 0 || !champ.card)) {
    return { message: `Activating ${def.name} asks you to delevel your champion, which has nothing to delevel to.`, rule: RULES.cost };
  }
  if (cost.recover && (!champ || champ.damage < cost.recover || playerCant(s, who, 'recover'))) {
    return { message: `Activating ${def.name} asks you to recover ${cost.recover}: your champion needs that many damage counters to remove.`, rule: RULES.cost };
  }
  return null;
}

/** Pay them as the activation is committed: delevel first, then recover. */
export function payChampionCosts(ctx: Ctx, who: PlayerId, def: CardDef): void {
  const cost = def.championCosts;
  if (!cost) return;
  if (cost.delevel) delevel(ctx, who);
  const champ = championOf(ctx.s, who);
  if (cost.recover && champ) recoverOn(ctx, who, champ.id, cost.recover);
}
