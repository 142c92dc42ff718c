// "Remove up to N [kind] counters from [this object / your champion]. … X, where X is the amount of counters
// removed this way": the player chooses how many, from 0 to N (no more than are there), as the effect resolves;
// that many are removed (game-mechanics/game-mechanics-counters.md#general-rules), and the effects after it see the
// number as the resolution's X (glossary/game-terms.md#x). The choice is a 'cardPick' decision answered with declareX.
import type { CounterKind, Effect } from '../../cards/vocabulary.js';
import type { Action, Decision, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { mutObj } from '../state/clone.js';
import { championOf, objDef } from '../state/query.js';
import { runNext } from '../play/run-next.js';
import { countersRemoved } from './counter-removal.js';

type RemoveUpTo = Extract<Effect, { op: 'removeUpToCounters' }>;
type CardPick = Extract<Decision, { kind: 'cardPick' }>;

export const REMOVE_UP_TO_RULE = 'game-mechanics/game-mechanics-counters.md#general-rules';

/** Start it: 'paused' while the player chooses how many; with none to remove, X is 0 at once. */
export function startRemoveUpTo(ctx: Ctx, r: Resolution, e: RemoveUpTo): 'done' | 'paused' {
  const s = ctx.s;
  const who = r.item.controller;
  const o = e.from === 'self' ? (r.item.source ? s.objects[r.item.source] : undefined) : championOf(s, who);
  const there = o ? o.counters[e.counter] ?? 0 : 0;
  const max = Math.min(e.max, there);
  if (!o || max <= 0) {
    r.item = { ...r.item, x: 0 };
    runNext(r, e.then);
    return 'done';
  }
  s.pending = { kind: 'cardPick', player: who, purpose: 'removeCounters', options: [], picked: [], count: max, optional: false, then: e.then,
    removeFrom: { object: o.id, counter: e.counter }, resume: { ...r } };
  return 'paused';
}

export function removeUpToAnswers(d: CardPick): Action[] {
  return Array.from({ length: d.count + 1 }, (_, x): Action => ({ type: 'declareX', x }));
}

export function answerRemoveUpTo(ctx: Ctx, who: PlayerId, d: CardPick, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  const s = ctx.s;
  if (action.type !== 'declareX' || !Number.isInteger(action.x) || action.x < 0 || action.x > d.count) {
    return { message: `Choose how many counters to remove, from 0 to ${d.count}.`, rule: REMOVE_UP_TO_RULE };
  }
  s.pending = null;
  const from = d.removeFrom!;
  const o = s.objects[from.object];
  const n = o ? Math.min(action.x, o.counters[from.counter as CounterKind] ?? 0) : 0;
  if (o && n > 0) {
    mutObj(s, o.id).counters[from.counter as CounterKind] = (o.counters[from.counter as CounterKind] ?? 0) - n;
    countersRemoved(ctx, s.objects[o.id]!, from.counter as CounterKind, n); // effects/counter-removal.ts
    logLine(ctx, `${n} ${from.counter} counter(s) are removed from ${objDef(s, o).name}.`, who);
  }
  const r = { ...d.resume, item: { ...d.resume.item, x: n } };
  runNext(r, d.then ?? []);
  resume(r);
  return null;
}
