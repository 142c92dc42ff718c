// "You may reveal N <kind of> cards from your hand and/or memory. If you do, …" (glossary/game-terms.md#reveal):
// the controller picks the cards one by one as the effect resolves, or declines; only once all N are picked
// are they revealed (their names go to the public log; the cards stay where they are) and `then` runs.
// Declining, stopping early, or having fewer than N such cards skips the rest.
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, Decision, PlayerId, Resolution, RuleViolation, StackItem } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, player } from '../state/query.js';
import { cardMatches } from '../play/effects.js';
import { runNext } from '../play/run-next.js';

type Op = Extract<Effect, { op: 'revealToDo' }>;
type Choice = Extract<Decision, { kind: 'revealToDo' }>;

export const REVEAL_RULE = 'glossary/game-terms.md#reveal';

export function startRevealToDo(ctx: Ctx, item: StackItem, e: Op, r: Resolution): 'done' | 'paused' {
  const s = ctx.s;
  const p = player(s, item.controller);
  const options = e.zones.flatMap((z) => p[z]).filter((c) => cardMatches(cardDef(s, c), e.filter));
  if (options.length < e.count) return 'done';
  s.pending = { kind: 'revealToDo', player: item.controller, options, picked: [], count: e.count, then: e.then, resume: { ...r } };
  return 'paused';
}

export const revealToDoAnswers = (d: Choice): Action[] =>
  [...d.options.filter((id) => !d.picked.includes(id)).map((id): Action => ({ type: 'chooseTarget', target: { kind: 'card', id } })), { type: 'chooseTarget', target: null }];

export function answerRevealToDo(ctx: Ctx, who: PlayerId, d: Choice, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  if (who !== d.player || action.type !== 'chooseTarget') return { message: 'Choose a card to reveal, or decline.', rule: REVEAL_RULE };
  const t = action.target;
  if (t !== null && (t.kind !== 'card' || !d.options.includes(t.id) || d.picked.includes(t.id))) return { message: 'That card cannot be revealed for this.', rule: REVEAL_RULE };
  const r = d.resume;
  if (t === null) {
    ctx.s.pending = null;
    resume(r);
    return null;
  }
  const picked = [...d.picked, t.id];
  if (picked.length < d.count) {
    ctx.s.pending = { ...d, picked };
    return null;
  }
  ctx.s.pending = null;
  const p = player(ctx.s, who);
  logLine(ctx, `${p.name} reveals ${picked.map((c) => cardDef(ctx.s, c).name).join(', ')}.`, who);
  const next = { ...r };
  runNext(next, d.then);
  resume(next);
  return null;
}
