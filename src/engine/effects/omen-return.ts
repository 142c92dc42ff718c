// "Return one of your omens to your hand. If you do, …": the player picks one of their omens (a card in
// their banishment with an omen counter, game-mechanics/game-mechanics-counters.md#omen) as the effect
// resolves; it goes to hand and, having changed zones, loses its counters. With no omens nothing happens
// and what follows "if you do" is skipped.
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, CardId, Decision, GameState, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { RULES } from '../rules-refs.js';
import { cardDef, player } from '../state/query.js';
import { putCard, takeFrom } from '../state/zones.js';
import { cardMoved } from './counters.js';

type Op = Extract<Effect, { op: 'returnOmenToHand' }>;
type Choice = Extract<Decision, { kind: 'returnOmen' }>;

const omensOf = (s: GameState, who: PlayerId): CardId[] => player(s, who).banishment.filter((c) => (s.cardCounters?.[c]?.omen ?? 0) > 0);

export function startOmenReturn(ctx: Ctx, r: Resolution, e: Op): 'done' | 'paused' {
  const who = r.item.controller;
  if (omensOf(ctx.s, who).length === 0) return 'done';
  ctx.s.pending = { kind: 'returnOmen', player: who, then: e.then, resume: { ...r } };
  return 'paused';
}

export const omenReturnAnswers = (s: GameState, d: Choice): Action[] => omensOf(s, d.player).map((card): Action => ({ type: 'chooseCard', card }));

export function answerOmenReturn(ctx: Ctx, who: PlayerId, d: Choice, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  if (who !== d.player || action.type !== 'chooseCard' || !omensOf(ctx.s, who).includes(action.card)) return { message: 'Choose one of your omens.', rule: RULES.omen };
  const p = player(ctx.s, who);
  takeFrom(p, 'banishment', action.card);
  cardMoved(ctx.s, action.card);
  putCard(ctx, action.card, 'hand');
  logLine(ctx, `${p.name} returns the omen ${cardDef(ctx.s, action.card).name} to their hand.`, who);
  ctx.s.pending = null;
  const r = d.resume;
  resume({ ...r, effects: [...r.effects.slice(0, r.index), ...d.then, ...r.effects.slice(r.index)] });
  return null;
}
