// "Choose any amount of units and deal N damage split among them" (game-mechanics/game-mechanics-damage.md#general-rules):
// the player hands the damage out one point at a time to units on the field (a choice, not a target, so
// shrouds do not matter); they may choose no unit at all before the first point, but once they start, all N
// points are handed out. The damage is then dealt at once, one damage event per unit, by the resolving card.
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, DamageEvent, Decision, GameState, PlayerId, Resolution, RuleViolation } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { RULES } from '../rules-refs.js';
import { objDef } from '../state/query.js';
import { dealDamageBatch } from './prevention.js';

type Split = Extract<Decision, { kind: 'splitDamage' }>;
type SplitOp = Extract<Effect, { op: 'splitDamage' }>;

const units = (s: GameState): string[] => s.field.filter((id) => {
  const t = objDef(s, s.objects[id]!).types;
  return t.includes('CHAMPION') || t.includes('ALLY');
});

export function startSplitDamage(ctx: Ctx, r: Resolution, e: SplitOp): 'done' | 'paused' {
  if (e.amount <= 0 || units(ctx.s).length === 0) return 'done';
  ctx.s.pending = { kind: 'splitDamage', player: r.item.controller, remaining: e.amount, assigned: {}, resume: { ...r } };
  return 'paused';
}

export function splitDamageAnswers(s: GameState, d: Split): Action[] {
  const out: Action[] = units(s).map((id) => ({ type: 'chooseTarget', target: { kind: 'object', id } }));
  return Object.keys(d.assigned).length === 0 ? [...out, { type: 'chooseTarget', target: null }] : out;
}

export function answerSplitDamage(ctx: Ctx, who: PlayerId, d: Split, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  const s = ctx.s;
  if (action.type !== 'chooseTarget' || who !== d.player) return { message: 'The game is waiting for the damage to be handed out.', rule: RULES.playerActions };
  const t = action.target;
  if (t === null) {
    if (Object.keys(d.assigned).length > 0) return { message: 'All of the damage must be handed out.', rule: RULES.playerActions };
    s.pending = null;
    resume(d.resume);
    return null;
  }
  if (t.kind !== 'object' || !units(s).includes(t.id)) return { message: 'Choose a unit on the field.', rule: RULES.playerActions };
  const assigned = { ...d.assigned, [t.id]: (d.assigned[t.id] ?? 0) + 1 };
  if (d.remaining > 1) {
    s.pending = { ...d, remaining: d.remaining - 1, assigned };
    return null;
  }
  s.pending = null;
  const item = d.resume.item;
  const events: DamageEvent[] = Object.entries(assigned).filter(([id]) => s.objects[id]).map(([id, amount]) => ({
    object: id, amount, combat: false, source: s.defs[item.def]!.name, sourceController: item.controller, sourceDef: item.def,
    ...(item.source ? { sourceObject: item.source } : {}), ...(item.kind === 'activation' && item.card && !item.copy ? { sourceCard: item.card } : {}),
  }));
  if (dealDamageBatch(ctx, { events, choices: [], then: { kind: 'resolution', resume: { ...d.resume } } }) === 'paused') return null;
  resume(d.resume);
  return null;
}
