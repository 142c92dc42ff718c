// Negation-proof activations (glossary/game-terms.md#negate): a promise that a player's next card activation
// this turn is safe from negation; that activation takes the mark and uses the promise up.
import type { GameState, PlayerId } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { player } from '../state/query.js';

export function promiseUnnegatable(ctx: Ctx, who: PlayerId): void {
  const s = ctx.s;
  s.unnegatableNext = [...(s.unnegatableNext ?? []).filter((u) => u.turn === s.turn), { player: who, turn: s.turn }];
  logLine(ctx, `The next card ${player(s, who).name} activates this turn can't be negated.`, who);
}

/** `who` activates a card: is it covered by such a promise? The promise is then used up. */
export function takeUnnegatable(s: GameState, who: PlayerId): boolean {
  const live = (s.unnegatableNext ?? []).filter((u) => u.turn === s.turn);
  const mine = live.some((u) => u.player === who);
  s.unnegatableNext = live.filter((u) => u.player !== who);
  return mine;
}
