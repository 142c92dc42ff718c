// "Each opponent discards a card at random from their memory" (glossary/game-terms.md#discard: a card goes
// from hand or memory to its owner's graveyard): the game picks the card with its seeded RNG; a player
// with an empty memory discards nothing.
import type { PlayerState } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef } from '../state/query.js';
import { nextInt } from '../state/rng.js';
import { putCard, takeAt } from '../state/zones.js';

export function discardRandomFromMemory(ctx: Ctx, who: readonly PlayerState[]): void {
  const s = ctx.s;
  for (const p of who) {
    if (p.memory.length === 0) continue;
    const card = takeAt(p, 'memory', nextInt(s.rng, p.memory.length));
    if (card === undefined) continue;
    putCard(ctx, card, 'graveyard');
    logLine(ctx, `${p.name} discards ${cardDef(s, card).name} at random from their memory.`, p.id);
  }
}
