// Negating several things at once (glossary/game-terms.md#negate): "negate all card activations you don't control"
// (each card activation on the effects stack controlled by another player), or "negate all on enter triggers from
// target ally" (each On Enter triggered ability on the stack whose source is that object). A negated card
// activation leaves the stack for the graveyard (banishment when ephemeral; a copy just ceases to exist); a negated
// triggered ability leaves the stack and never resolves. An activation that can't be negated stays.
import { recordNegation } from './negations.js';
import type { Effect } from '../../cards/vocabulary.js';
import type { Resolution, StackItem } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { putCard } from '../state/zones.js';
import { abilityOf } from '../play/sources.js';

type Op = Extract<Effect, { op: 'negateAll' }>;

export function negateAll(ctx: Ctx, r: Resolution, e: Op): void {
  const s = ctx.s;
  const t = e.onEnterFrom !== undefined ? r.item.targets[e.onEnterFrom] : undefined;
  const from = t?.kind === 'object' ? t.id : undefined;
  if (e.onEnterFrom !== undefined && !from) return;
  const hit = (i: StackItem): boolean => {
    if (i.unnegatable) return false;
    if (e.notYours) return i.kind === 'activation' && (!!i.card || !!i.copy) && i.controller !== r.item.controller;
    if (from) {
      const ab = i.kind === 'trigger' ? abilityOf(s, i) : undefined;
      return i.source === from && !!ab && ab.kind === 'triggered' && ab.trigger.on === 'enter';
    }
    return false;
  };
  const doomed = s.stack.filter(hit);
  if (doomed.length === 0) return;
  s.stack = s.stack.filter((i) => !doomed.includes(i));
  for (const i of doomed) {
    if (i.kind === 'activation' && i.card) putCard(ctx, i.card, i.ephemeral ? 'banishment' : 'graveyardOrBanish');
    logLine(ctx, `${s.defs[i.def]!.name}${i.kind === 'trigger' ? "'s ability" : ''} is negated.`, r.item.controller);
    if (i.kind === 'activation') recordNegation(ctx, r.item.controller, i); // a negated card activation counts (effects/negations.ts)
  }
}
