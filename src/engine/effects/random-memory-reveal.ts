// Showing one randomly picked card of the controller's memory to every player (glossary/game-terms.md#reveal),
// then a follow-up only when that card is of a given kind. The card stays in memory; its name goes to the log.
import type { Effect } from '../../cards/vocabulary.js';
import type { Resolution } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, player } from '../state/query.js';
import { nextInt } from '../state/rng.js';
import { cardMatches } from '../play/effects.js';
import { runNext } from '../play/run-next.js';

type RevealOp = Extract<Effect, { op: 'revealRandomFromMemory' }>;

export function revealRandomFromMemory(ctx: Ctx, r: Resolution, e: RevealOp): void {
  const s = ctx.s;
  const p = player(s, r.item.controller);
  if (p.memory.length === 0) return;
  const card = p.memory[nextInt(s.rng, p.memory.length)]!;
  const def = cardDef(s, card);
  logLine(ctx, `${p.name} reveals ${def.name} at random from their memory.`, p.id);
  if (cardMatches(def, e.filter)) runNext(r, e.then);
}
