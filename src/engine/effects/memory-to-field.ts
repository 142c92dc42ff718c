// "Put any amount of [kind] cards with total reserve cost N or less from your memory onto the field.
// They each enter with an additional buff counter. Then draw a card into your memory for each":
// the cards are picked one at a time as the effect resolves (no targets: game-mechanics-objects-and-targeting.md#target,
// rule 4), the running total of their reserve costs kept within N. They enter the field together
// (game-mechanics/game-mechanics-game-zones/game-zones-memory.md: cards leave memory only as effects say),
// each with its usual counters and one more buff counter (glossary/game-terms.md#buff-counters).
import type { CardId, GameState, PlayerId } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, player } from '../state/query.js';
import { drawCards, takeFrom } from '../state/zones.js';
import { cardMoved } from './counters.js';
import { enterSimultaneously } from './timestamps.js';

/** A card's printed reserve cost (0 without one). */
function reserveOf(s: GameState, card: CardId): number {
  const cost = cardDef(s, card).cost;
  return cost.kind === 'reserve' && typeof cost.value === 'number' ? cost.value : 0;
}

/** Would picking `card` keep the total reserve cost of the picks within `max` (no limit when absent)? */
export function withinTotalReserve(s: GameState, picked: readonly CardId[], card: CardId, max: number | undefined): boolean {
  if (max === undefined) return true;
  return picked.reduce((n, c) => n + reserveOf(s, c), 0) + reserveOf(s, card) <= max;
}

/** The picked memory cards enter the field together, each with an additional buff counter; then as many draws into memory. */
export function memoryToFieldBuffDraw(ctx: Ctx, who: PlayerId, picked: readonly CardId[]): void {
  const s = ctx.s;
  const p = player(s, who);
  const entering = picked.filter((card) => takeFrom(p, 'memory', card));
  for (const card of entering) cardMoved(s, card);
  // Their usual counters (durability, bulwark) come with them as objects are created; the buff counter is the additional one.
  enterSimultaneously(ctx, entering.map((card) => ({ card, def: cardDef(s, card).slug, controller: who, owner: s.cards[card]!.owner, counters: { buff: 1 } })));
  if (entering.length > 0) logLine(ctx, `${p.name} puts ${entering.map((c) => cardDef(s, c).name).join(', ')} onto the field from their memory.`, who);
  drawCards(ctx, p, entering.length, true);
}
