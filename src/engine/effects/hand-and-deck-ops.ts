// Effects that move cards between a player's hidden zones: revealing the top card of the deck
// and taking it only if it is of a kind (glossary/game-terms.md#reveal), and a player swapping
// the cards of their hand and memory (game-mechanics/game-mechanics-game-zones/game-zones-memory.md).
import type { Effect } from '../../cards/vocabulary.js';
import type { Resolution } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, player } from '../state/query.js';
import { addTo, takeTop } from '../state/zones.js';
import { cardMatches, subjects } from '../play/effects.js';

export type HandAndDeckOp = Extract<Effect, { op: 'revealTopTakeIf' | 'swapHandAndMemory' }>;

export function runHandAndDeckOp(ctx: Ctx, r: Resolution, e: HandAndDeckOp): 'done' {
  const s = ctx.s;
  const item = r.item;
  switch (e.op) {
    case 'revealTopTakeIf': {
      const p = player(s, item.controller);
      const top = p.mainDeck[0];
      if (top === undefined) return 'done';
      const def = cardDef(s, top);
      const take = cardMatches(def, e.filter);
      logLine(ctx, `${p.name} reveals ${def.name} from the top of their deck${take ? ` and puts it into their ${e.to ?? 'hand'}` : ''}.`);
      if (take) addTo(p, e.to ?? 'hand', takeTop(p)!);
      return 'done';
    }
    case 'swapHandAndMemory': {
      // Each object's controller swaps (once, even if several of their objects are named).
      const who = [...new Set(subjects(ctx, item, e.of).map((o) => o.controller))];
      for (const id of who) {
        const p = player(s, id);
        const [hand, memory] = [p.hand, p.memory];
        p.hand = memory;
        p.memory = hand;
        logLine(ctx, `${p.name} swaps the cards of their hand and memory (${memory.length} in hand, ${hand.length} in memory).`);
      }
      return 'done';
    }
  }
}
