// Negating every On Enter trigger of a targeted object that is waiting on the effects stack, unless that object's
// controller pays (N) (glossary/game-terms.md#negate: a negated ability leaves the stack and never resolves; an ability
// that can't be negated stays). The controller is asked to pay even when no such trigger waits; one payment covers all.
import type { Effect } from '../../cards/vocabulary.js';
import type { Resolution, StackItem } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';

type Ask = Extract<Effect, { op: 'negateEnterTriggersUnlessPays' }>;
type Negate = Extract<Effect, { op: 'negateEnterTriggersOf' }>;

export function startNegateEnterTriggers(ctx: Ctx, r: Resolution, e: Ask): 'done' | 'paused' {
  const t = r.item.targets[e.target];
  const o = t?.kind === 'object' ? ctx.s.objects[t.id] : undefined;
  if (!o) return 'done';
  ctx.s.pending = { kind: 'payToDo', player: o.controller, amount: e.amount, cards: [], objects: [], then: [], otherwise: [{ op: 'negateEnterTriggersOf', target: e.target }], resume: { ...r } };
  return 'paused';
}

function isEnterTriggerOf(ctx: Ctx, i: StackItem, source: string): boolean {
  if (i.kind !== 'trigger' || i.source !== source) return false;
  const ab = i.inline ?? (i.abilityIndex !== undefined ? ctx.s.defs[i.def]?.abilities[i.abilityIndex] : undefined);
  return !!ab && ab.kind === 'triggered' && ab.trigger.on === 'enter';
}

export function negateEnterTriggersOf(ctx: Ctx, r: Resolution, e: Negate): void {
  const s = ctx.s;
  const t = r.item.targets[e.target];
  if (t?.kind !== 'object') return;
  for (const i of s.stack.filter((x) => isEnterTriggerOf(ctx, x, t.id))) {
    if (i.unnegatable) continue;
    s.stack = s.stack.filter((x) => x.id !== i.id);
    logLine(ctx, `${s.defs[i.def]!.name}'s On Enter ability is negated.`, r.item.controller);
  }
}
