// Negating a card activation (glossary/game-terms.md#negate): the game remembers, for the rest of the turn, that a
// card activation was negated and by whom ("as long as a card activation has been negated this turn"), and
// "whenever you negate a card activation" abilities trigger for the player whose effect negated it, and
// "whenever a card activation you control is negated" ones for the controller of the negated activation
// ('activationNegated': the card is the one activated, the number it carries that card's printed reserve cost,
// 0 for an X or a memory cost).
import type { PlayerId, StackItem } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { watch } from '../flow/triggers.js';

/** A card activation was just negated by an effect `by` controls. */
export function recordNegation(ctx: Ctx, by: PlayerId, negated?: StackItem): void {
  ctx.s.negationsThisTurn = [...(ctx.s.negationsThisTurn ?? []), by];
  watch(ctx, { event: 'negates', player: by });
  const def = negated ? ctx.s.defs[negated.def] : undefined;
  if (negated && def) {
    const amount = def.cost.kind === 'reserve' && typeof def.cost.value === 'number' ? def.cost.value : 0;
    watch(ctx, { event: 'activationNegated', player: negated.controller, card: def, amount });
  }
}
