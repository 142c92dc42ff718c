// Boons and First Boon (general-rules/general-rules-card-types/card-types-boons.md,
// glossary/keywords-and-abilities.md#first-boon). Boons exist only in the Pantheon variant: a
// player presents them face down in the Pantheon zone. A boon with First Boon is bestowed as a
// pre-game action, before the Spirits enter: nobody has Opportunity while that happens, and the
// bestowed boon stays face up in the Pantheon zone without becoming an object.
import type { StackItem } from '../types.js';
import { runEffects } from '../play/effects.js';
import { logLine, type Ctx } from './ctx.js';

/** Pre-game: bestow every First Boon, players in turn order starting with the first player. */
export function bestowFirstBoons(ctx: Ctx): void {
  const s = ctx.s;
  for (let i = 0; i < s.players.length; i++) {
    const p = s.players[(s.firstPlayer + i) % s.players.length]!;
    for (const boon of p.pantheon ?? []) {
      const def = s.defs[s.cards[boon.card]!.def]!;
      if (boon.bestowed || !def.keywords.includes('firstBoon')) continue;
      boon.bestowed = true;
      logLine(ctx, `${p.name} bestows ${def.name} (First Boon).`, p.id);
      if (!def.onResolve?.length) continue;
      const item: StackItem = { id: `boon-${boon.card}`, kind: 'activation', controller: p.id, card: boon.card, def: def.slug, targets: [], x: 0, timestamp: s.nextTimestamp++ };
      // Only effects that need no choice can run before the game has begun.
      if (runEffects(ctx, { item, effects: def.onResolve, index: 0 }) !== 'done') {
        throw new Error(`${def.name}: a First Boon that asks for a choice cannot be bestowed before the game begins`);
      }
    }
  }
}
