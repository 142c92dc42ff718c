// "Choose a player. That player gains control of [this]": the player is chosen as the effect resolves (not a
// target: any player still in the game, the controller included), then gains control of each object of the subject
// (glossary/game-terms.md#control-and-ownership: the owner stays the same; control-change.ts does the change).
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, Decision, PlayerId, Resolution, RuleViolation } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { subjects } from '../play/effects.js';
import { gainControl } from './control-change.js';

type Op = Extract<Effect, { op: 'chosenPlayerGainsControl' }>;
type Choice = Extract<Decision, { kind: 'choosePlayerForControl' }>;

const CONTROL_RULE = 'glossary/game-terms.md#control-and-ownership';

export function startChosenPlayerControl(ctx: Ctx, r: Resolution, e: Op): 'done' | 'paused' {
  const s = ctx.s;
  const objects = subjects(ctx, r.item, e.subject).map((o) => o.id);
  if (objects.length === 0) return 'done';
  const options = s.players.filter((p) => !p.lost).map((p) => p.id);
  s.pending = { kind: 'choosePlayerForControl', player: r.item.controller, options, objects, resume: { ...r } };
  return 'paused';
}

export const choosePlayerForControlAnswers = (d: Choice): Action[] =>
  d.options.map((id): Action => ({ type: 'chooseTarget', target: { kind: 'player', id } }));

export function answerChoosePlayerForControl(ctx: Ctx, who: PlayerId, d: Choice, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  if (who !== d.player || action.type !== 'chooseTarget') return { message: 'Choose a player to gain control.', rule: CONTROL_RULE };
  const t = action.target;
  if (!t || t.kind !== 'player' || !d.options.includes(t.id)) return { message: 'That player cannot be chosen.', rule: CONTROL_RULE };
  ctx.s.pending = null;
  for (const id of d.objects) {
    const o = ctx.s.objects[id];
    if (o) gainControl(ctx, o, t.id);
  }
  resume(d.resume);
  return null;
}
