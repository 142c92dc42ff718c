// "You may sacrifice another <kind of> object. If you do, …": the object is chosen as the effect
// resolves among those its controller controls, never the source itself; sacrificing puts it into
// its owner's graveyard (glossary/game-terms.md#sacrifice). Declining skips the rest.
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, Decision, PlayerId, Resolution, RuleViolation, StackItem } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { objDef, player } from '../state/query.js';
import { removeObject } from '../state/zones.js';
import { cardMatches } from '../play/effects.js';

type Op = Extract<Effect, { op: 'sacrificeAnother' }>;
type Choice = Extract<Decision, { kind: 'sacrificeAnother' }>;

const SACRIFICE_RULE = 'glossary/game-terms.md#sacrifice';

export function startSacrificeAnother(ctx: Ctx, item: StackItem, e: Op, r: Resolution): 'done' | 'paused' {
  const s = ctx.s;
  const options = s.field.filter((id) => {
    const o = s.objects[id]!;
    return id !== item.source && o.controller === item.controller && cardMatches(objDef(s, o), e.filter);
  });
  if (options.length === 0) return 'done';
  s.pending = { kind: 'sacrificeAnother', player: item.controller, options, then: e.then, resume: { ...r } };
  return 'paused';
}

export const sacrificeAnotherAnswers = (d: Choice): Action[] =>
  [...d.options.map((id): Action => ({ type: 'chooseTarget', target: { kind: 'object', id } })), { type: 'chooseTarget', target: null }];

export function answerSacrificeAnother(ctx: Ctx, who: PlayerId, d: Choice, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  if (who !== d.player || action.type !== 'chooseTarget') return { message: 'Choose an object to sacrifice, or decline.', rule: SACRIFICE_RULE };
  const t = action.target;
  if (t !== null && (t.kind !== 'object' || !d.options.includes(t.id) || !ctx.s.objects[t.id])) return { message: 'That object cannot be sacrificed for this.', rule: SACRIFICE_RULE };
  ctx.s.pending = null;
  const r = d.resume;
  if (t === null) {
    resume(r);
    return null;
  }
  logLine(ctx, `${player(ctx.s, who).name} sacrifices ${objDef(ctx.s, ctx.s.objects[t.id]!).name}.`, who);
  removeObject(ctx, t.id, 'graveyard', 'sacrificed');
  resume({ ...r, effects: [...r.effects.slice(0, r.index), ...d.then, ...r.effects.slice(r.index)] });
  return null;
}
