// "Put a counter on a [kind of object] you control": not a target; the object is chosen as the effect
// resolves (game-mechanics/game-mechanics-objects-and-targeting.md#target: only "target" chooses on
// activation). With none nothing happens; with one it gets the counters; with several the player picks.
import type { CardFilter, CounterKind } from '../../cards/vocabulary.js';
import type { Action, Decision, ObjectId, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { objDef, player } from '../state/query.js';
import { addCounters, cardMatches } from '../play/effects.js';

type ChooseForCounters = Extract<Decision, { kind: 'chooseForCounters' }>;

const TARGET_RULE = 'game-mechanics/game-mechanics-objects-and-targeting.md#target';

function put(ctx: Ctx, who: PlayerId, id: ObjectId, counter: CounterKind, count: number): void {
  addCounters(ctx, id, counter, count);
  logLine(ctx, `${player(ctx.s, who).name} puts ${count} ${counter} counter${count === 1 ? '' : 's'} on ${objDef(ctx.s, ctx.s.objects[id]!).name}.`, who);
}

export function startChosenCounters(ctx: Ctx, who: PlayerId, filter: CardFilter, counter: CounterKind, count: number, r: Resolution): 'done' | 'paused' {
  const s = ctx.s;
  const options = s.field.filter((id) => s.objects[id]!.controller === who && cardMatches(objDef(s, s.objects[id]!), filter));
  if (options.length === 0) return 'done';
  if (options.length === 1) {
    put(ctx, who, options[0]!, counter, count);
    return 'done';
  }
  s.pending = { kind: 'chooseForCounters', player: who, options, counter, count, resume: { ...r } };
  return 'paused';
}

export const chosenCountersAnswers = (d: ChooseForCounters): Action[] => d.options.map((id): Action => ({ type: 'chooseTarget', target: { kind: 'object', id } }));

export function answerChosenCounters(ctx: Ctx, who: PlayerId, d: ChooseForCounters, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  const id = action.type === 'chooseTarget' && action.target?.kind === 'object' ? action.target.id : undefined;
  if (who !== d.player || !id || !d.options.includes(id) || !ctx.s.objects[id]) return { message: 'Choose one of the objects offered.', rule: TARGET_RULE };
  ctx.s.pending = null;
  put(ctx, who, id, d.counter, d.count);
  resume(d.resume);
  return null;
}
