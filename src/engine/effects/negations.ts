// Negating a card activation (glossary/game-terms.md#negate): the game remembers, for the rest of the turn, that a
// card activation was negated and by whom ("as long as a card activation has been negated this turn"), and
// "whenever you negate a card activation" abilities trigger for the player whose effect negated it.
import type { PlayerId } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { watch } from '../flow/triggers.js';

/** A card activation was just negated by an effect `by` controls. */
export function recordNegation(ctx: Ctx, by: PlayerId): void {
  ctx.s.negationsThisTurn = [...(ctx.s.negationsThisTurn ?? []), by];
  watch(ctx, { event: 'negates', player: by });
}
