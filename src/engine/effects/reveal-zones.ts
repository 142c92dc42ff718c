// A player reveals every card of their hand and/or memory (glossary/game-terms.md#reveal): the names
// go to the public log; the cards stay where they are.
import type { PlayerState } from '../types.js';
import { cardDef } from '../state/query.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { revealedFromMemory } from './memory-reveals.js';

export function revealZones(ctx: Ctx, revealers: PlayerState[], zones: readonly ('hand' | 'memory')[]): void {
  for (const p of revealers) {
    for (const z of zones) {
      const names = p[z].map((c) => cardDef(ctx.s, c).name).join(', ') || 'nothing';
      logLine(ctx, `${p.name} reveals their ${z}: ${names}.`, p.id);
      if (z === 'memory') revealedFromMemory(ctx, p.id, p.memory); // effects/memory-reveals.ts
    }
  }
}
