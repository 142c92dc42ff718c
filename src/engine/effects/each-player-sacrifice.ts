// "Each player sacrifices an ally" (glossary/game-terms.md#sacrifice): starting with the turn player, each player
// in turn order chooses one object of theirs like the filter (no choice when they have exactly one; nothing when they
// have none); once all have chosen, the chosen objects are sacrificed together. `ifMixed`: effects that follow only if
// among the objects sacrificed this way at least one had the subtype and at least one did not ("if at least one
// Distortion ally and one non-Distortion ally were sacrificed this way").
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, Decision, GameState, ObjectId, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { objDef, playersInTurnOrder } from '../state/query.js';
import { removeObject } from '../state/zones.js';
import { cardMatches } from '../play/effects.js';
import { runNext } from '../play/run-next.js';

const SACRIFICE = 'glossary/game-terms.md#sacrifice';

type Op = Extract<Effect, { op: 'eachSacrifices' }>;
type Choice = Extract<Decision, { kind: 'eachSacrifices' }>;

function candidates(s: GameState, who: PlayerId, e: Op): ObjectId[] {
  return s.field.filter((id) => { const o = s.objects[id]!; return o.controller === who && cardMatches(objDef(s, o), e.filter); });
}

export function startEachSacrifices(ctx: Ctx, r: Resolution, e: Op): 'done' | 'paused' {
  const order = playersInTurnOrder(ctx.s).map((p) => p.id);
  const chosen = next(ctx, { kind: 'eachSacrifices', player: order[0]!, waiting: order.slice(1), effect: e, chosen: [], resume: { ...r } });
  if (chosen === 'paused') return 'paused';
  return finish(ctx, r, e, chosen);
}

/** Ask the next player who has a choice ('paused'), or every choice is made: the objects chosen. */
function next(ctx: Ctx, d: Choice): 'paused' | ObjectId[] {
  let cur = d;
  for (;;) {
    const options = candidates(ctx.s, cur.player, cur.effect);
    if (options.length > 1) {
      ctx.s.pending = cur;
      return 'paused';
    }
    const chosen = options.length === 1 ? [...cur.chosen, options[0]!] : cur.chosen;
    if (cur.waiting.length === 0) return chosen;
    cur = { ...cur, player: cur.waiting[0]!, waiting: cur.waiting.slice(1), chosen };
  }
}

function finish(ctx: Ctx, r: Resolution, e: Op, chosen: readonly ObjectId[]): 'done' {
  const s = ctx.s;
  const had = chosen.map((id) => objDef(s, s.objects[id]!).subtypes);
  for (const id of chosen) if (s.objects[id] && s.field.includes(id)) removeObject(ctx, id, 'graveyard', 'sacrificed');
  if (chosen.length > 0) logLine(ctx, `Each player sacrifices: ${chosen.length} object(s).`, r.item.controller);
  if (e.ifMixed && had.some((st) => st.includes(e.ifMixed!.subtype)) && had.some((st) => !st.includes(e.ifMixed!.subtype))) runNext(r, e.ifMixed.then);
  return 'done';
}

export function eachSacrificesAnswers(s: GameState, d: Choice): Action[] {
  return candidates(s, d.player, d.effect).map((id): Action => ({ type: 'chooseTarget', target: { kind: 'object', id } }));
}

export function answerEachSacrifices(ctx: Ctx, who: PlayerId, d: Choice, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  const t = action.type === 'chooseTarget' ? action.target : null;
  if (who !== d.player || !t || t.kind !== 'object' || !candidates(ctx.s, who, d.effect).includes(t.id)) {
    return { message: 'Choose one of your own objects to sacrifice.', rule: SACRIFICE };
  }
  ctx.s.pending = null;
  const picked = [...d.chosen, t.id];
  const chosen = d.waiting.length === 0 ? picked : next(ctx, { ...d, player: d.waiting[0]!, waiting: d.waiting.slice(1), chosen: picked });
  if (chosen === 'paused') return null;
  const r: Resolution = { ...d.resume }; // the stored resolution belongs to the input state: never write to it
  finish(ctx, r, d.effect, chosen);
  resume(r);
  return null;
}
