// "You may pay (N). If you do, …" inside a resolution: the player pays a reserve cost of N now, card
// by card from hand (into memory) and with Reservable objects (rested), or declines before paying any
// (game-mechanics/game-mechanics-playing-cards/playing-cards-costs-and-memory.md#general-rules,
// glossary/keywords-and-abilities.md#reservable). Only a full payment carries out the effects; "if you don't, …"
// (`otherwise`) happens when the player declines, as they must when they can't pay it all.
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, Decision, GameState, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { hasKeyword, player } from '../state/query.js';
import { addTo, takeFrom } from '../state/zones.js';
import { mutObj } from '../state/clone.js';
import { RULES } from '../rules-refs.js';
import { startUnlessPayer } from './unless-others-pay.js';

type PayToDo = Extract<Effect, { op: 'payToDo' }>;
type PayDecision = Extract<Decision, { kind: 'payToDo' }>;

/** Ask the controller whether to pay; `r` is the resolution with this effect already passed. */
export function startPayToDo(ctx: Ctx, r: Resolution, e: PayToDo): 'paused' {
  ctx.s.pending = { kind: 'payToDo', player: r.item.controller, amount: e.amount, cards: [], objects: [], then: e.then, ...(e.otherwise ? { otherwise: e.otherwise } : {}), resume: { ...r } };
  return 'paused';
}

/**
 * "[Effect] unless its controller pays (N)": the controller of the targeted activation decides; if they
 * don't pay, `otherwise` happens as part of this resolution. Nothing to ask when the activation is gone or N is 0.
 */
export function startUnlessPays(ctx: Ctx, r: Resolution, e: Extract<Effect, { op: 'unlessPays' }>): 'paused' | 'done' {
  if (e.payer) return startUnlessPayer(ctx, r, e); // another player pays (effects/unless-others-pay.ts)
  const t = r.item.targets[e.target];
  const target = t?.kind === 'stack' ? ctx.s.stack.find((i) => i.id === t.id) : undefined;
  if (!target || e.amount <= 0) return 'done';
  ctx.s.pending = { kind: 'payToDo', player: target.controller, amount: e.amount, cards: [], objects: [], then: [], otherwise: e.otherwise, resume: { ...r } };
  return 'paused';
}

function reservables(s: GameState, who: PlayerId, d: PayDecision): string[] {
  return s.field.filter((id) => {
    const o = s.objects[id]!;
    return o.controller === who && !o.rested && !d.objects.includes(id) && hasKeyword(s, o, 'reservable');
  });
}

/**
 * Declining (only before paying anything), or one more card or Reservable object while the rest can still be paid.
 * A cost of (0) or less is paid by accepting, with nothing picked.
 */
export function payToDoAnswers(s: GameState, who: PlayerId, d: PayDecision): Action[] {
  if (d.amount <= 0) return [{ type: 'mayAnswer', accept: true }, { type: 'mayAnswer', accept: false }];
  const hand = player(s, who).hand.filter((c) => !d.cards.includes(c));
  const objects = reservables(s, who, d);
  const left = d.amount - d.cards.length - d.objects.length;
  const pay: Action[] = hand.length + objects.length >= left
    ? [...hand.map((card): Action => ({ type: 'chooseReserve', card })), ...objects.map((object): Action => ({ type: 'restForReserve', object }))]
    : [];
  return d.cards.length + d.objects.length === 0 ? [...pay, { type: 'mayAnswer', accept: false }] : pay;
}

export function answerPayToDo(ctx: Ctx, who: PlayerId, d: PayDecision, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  const s = ctx.s;
  if (!payToDoAnswers(s, who, d).some((a) => JSON.stringify(a) === JSON.stringify(action))) {
    return { message: `Pay all ${d.amount} with cards from your hand or Reservable objects, or decline before paying any.`, rule: RULES.costsAndMemory };
  }
  const p = player(s, who);
  if (action.type === 'mayAnswer' && action.accept) { // a cost of (0): paid with nothing
    s.pending = null;
    logLine(ctx, `${p.name} pays 0.`, who);
    const r = d.resume;
    resume({ ...r, effects: [...r.effects.slice(0, r.index), ...d.then, ...r.effects.slice(r.index)] });
    return null;
  }
  if (action.type === 'mayAnswer') {
    s.pending = null;
    logLine(ctx, `${p.name} does not pay.`, who);
    const back = d.resume;
    resume(d.otherwise ? { ...back, effects: [...back.effects.slice(0, back.index), ...d.otherwise, ...back.effects.slice(back.index)] } : back);
    return null;
  }
  const next: PayDecision = action.type === 'chooseReserve' ? { ...d, cards: [...d.cards, action.card] } : { ...d, objects: [...d.objects, (action as { object: string }).object] };
  if (next.cards.length + next.objects.length < d.amount) {
    s.pending = next;
    return null;
  }
  s.pending = null;
  for (const c of next.cards) {
    takeFrom(p, 'hand', c);
    addTo(p, 'memory', c);
  }
  for (const id of next.objects) mutObj(s, id).rested = true;
  logLine(ctx, `${p.name} pays ${d.amount}.`, who);
  const r = d.resume;
  resume({ ...r, effects: [...r.effects.slice(0, r.index), ...d.then, ...r.effects.slice(r.index)] });
  return null;
}
