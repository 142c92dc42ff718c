// "You may put up to N [kind] cards from your hand onto the field": picked one by one as the effect resolves
// (not targets, not activations or materializations), then they all enter together, in the order picked, under the controller's
// control as new objects (game-mechanics/game-mechanics-game-zones/game-zones-field.md#general-rules).
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, CardId, Decision, GameState, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { RULES } from '../rules-refs.js';
import { cardDef, player } from '../state/query.js';
import { takeFrom } from '../state/zones.js';
import { cardMatches } from '../play/effects.js';
import { cardMoved } from './counters.js';
import { enterSimultaneously } from './timestamps.js';

type Op = Extract<Effect, { op: 'handToField' }>;
type Pick = Extract<Decision, { kind: 'handToField' }>;

const left = (s: GameState, d: Pick): CardId[] => player(s, d.player).hand.filter((c) => !d.picked.includes(c) && cardMatches(cardDef(s, c), d.filter));

export function startHandToField(ctx: Ctx, r: Resolution, e: Op): 'done' | 'paused' {
  const d: Pick = { kind: 'handToField', player: r.item.controller, filter: e.filter, count: e.count, picked: [], resume: { ...r } };
  if (e.count <= 0 || left(ctx.s, d).length === 0) return 'done';
  ctx.s.pending = d;
  return 'paused';
}

export const handToFieldAnswers = (s: GameState, d: Pick): Action[] =>
  [...left(s, d).map((card): Action => ({ type: 'chooseCard', card })), { type: 'chooseTarget', target: null }];

export function answerHandToField(ctx: Ctx, who: PlayerId, d: Pick, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  const s = ctx.s;
  if (who !== d.player) return { message: 'The game is waiting for cards to be picked.', rule: RULES.playerActions };
  let next = d;
  if (action.type === 'chooseCard') {
    if (!left(s, d).includes(action.card)) return { message: 'Choose one of the cards offered.', rule: RULES.playerActions };
    next = { ...d, picked: [...d.picked, action.card] };
    if (next.picked.length < next.count && left(s, next).length > 0) {
      s.pending = next;
      return null;
    }
  } else if (!(action.type === 'chooseTarget' && action.target === null)) return { message: 'Choose a card, or stop.', rule: RULES.playerActions };
  s.pending = null;
  const p = player(s, who);
  for (const card of next.picked) { takeFrom(p, 'hand', card); cardMoved(s, card); }
  if (next.picked.length > 0) {
    enterSimultaneously(ctx, next.picked.map((card) => ({ card, def: cardDef(s, card).slug, controller: who, owner: s.cards[card]!.owner })));
    logLine(ctx, `${p.name} puts ${next.picked.map((c) => cardDef(s, c).name).join(', ')} onto the field from their hand.`, who);
  }
  resume(next.resume);
  return null;
}
