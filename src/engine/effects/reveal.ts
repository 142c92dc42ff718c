// Revealing cards as an effect (glossary/game-terms.md#reveal): the revealed cards' names go to the
// public log, and the effect goes on with what was revealed.
import { revealedFromMemory } from './memory-reveals.js';
import type { Effect } from '../../cards/vocabulary.js';
import type { Resolution } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, player } from '../state/query.js';
import { cardMatches, subjects } from '../play/effects.js';
import { runNext } from '../play/run-next.js';

type RevealOp = Extract<Effect, { op: 'revealMemoryForDamage' | 'ifTopCard' }>;

/** Carry out a reveal; the effects it leads to are put next in the resolution. */
export function runRevealOp(ctx: Ctx, r: Resolution, e: RevealOp): void {
  const s = ctx.s;
  const item = r.item;
  const next: Effect[] = [];
  if (e.op === 'ifTopCard') {
    const p = player(s, item.controller);
    const top = p.mainDeck[0];
    if (top === undefined) {
      logLine(ctx, `${p.name} has no card in their deck to reveal.`, p.id);
      return;
    }
    const def = cardDef(s, top);
    logLine(ctx, `${p.name} reveals the top card of their deck: ${def.name}.`, p.id);
    if (cardMatches(def, e.filter)) next.push(...e.then);
    else if (e.else) next.push(...e.else);
  } else {
    for (const o of subjects(ctx, item, e.subject)) {
      const p = player(s, o.controller);
      logLine(ctx, `${p.name} reveals their memory: ${p.memory.map((c) => cardDef(s, c).name).join(', ') || 'nothing'}.`, item.controller);
      revealedFromMemory(ctx, p.id, p.memory); // effects/memory-reveals.ts
      const n = p.memory.filter((c) => {
        const cost = cardDef(s, c).cost;
        return cost.kind === 'reserve' && typeof cost.value === 'number' && cost.value >= e.minReserveCost;
      }).length;
      // One subject (the hit champion): the damage goes to it.
      if (n > 0) next.push({ op: 'dealDamage', to: e.subject, amount: n, ...(e.unpreventable ? { unpreventable: true } : {}) });
      break;
    }
  }
  runNext(r, next);
}
