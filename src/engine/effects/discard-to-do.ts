// "You may discard a <kind of> card. If you do, …": the card is chosen from the controller's hand as
// the effect resolves (glossary/game-terms.md#discard: a card goes from hand to its owner's graveyard);
// declining, or having no such card, skips the rest. The card is seen by all as it is discarded.
// "Discard a card. If it was [a kind], …" (discardAndCheck): any card of the hand, which must be discarded; what
// follows depends on the card discarded (with an empty hand nothing is discarded, so it was not of that kind).
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, CardId, Decision, PlayerId, Resolution, RuleViolation, StackItem } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, player, turnPlayerId } from '../state/query.js';
import { putCard, takeFrom } from '../state/zones.js';
import { cardMatches } from '../play/effects.js';
import { runNext } from '../play/run-next.js';

type Op = Extract<Effect, { op: 'discardToDo' | 'discardAndCheck' }>;
type Choice = Extract<Decision, { kind: 'discardToDo' }>;

const DISCARD_RULE = 'glossary/game-terms.md#discard';

export function startDiscardToDo(ctx: Ctx, item: StackItem, e: Op, r: Resolution): 'done' | 'paused' {
  const s = ctx.s;
  if (e.op === 'discardAndCheck') {
    // "Discard a card. If it was [a kind] …": any card of the hand, not optional; with none, nothing was discarded.
    const hand = player(s, item.controller).hand;
    if (hand.length === 0) {
      runNext(r, e.otherwise ?? []);
      return 'done';
    }
    s.pending = { kind: 'discardToDo', player: item.controller, options: [...hand], then: e.then, resume: { ...r }, check: { filter: e.filter, otherwise: e.otherwise ?? [] } };
    return 'paused';
  }
  // `byTurnPlayer`: the player whose turn it is chooses from their hand, and the draws that follow are theirs.
  const who = e.byTurnPlayer ? turnPlayerId(s) : item.controller;
  const then = e.byTurnPlayer ? e.then.map((x): Effect => (x.op === 'draw' ? { ...x, who: { player: who } } : x)) : e.then;
  const options = player(s, who).hand.filter((c) => cardMatches(cardDef(s, c), e.filter));
  if (options.length === 0) return 'done';
  s.pending = { kind: 'discardToDo', player: who, options, then, resume: { ...r } };
  return 'paused';
}

export const discardToDoAnswers = (d: Choice): Action[] =>
  [...d.options.map((id): Action => ({ type: 'chooseTarget', target: { kind: 'card', id } })), ...(d.check ? [] : [{ type: 'chooseTarget' as const, target: null }])];

export function answerDiscardToDo(ctx: Ctx, who: PlayerId, d: Choice, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  if (who !== d.player || action.type !== 'chooseTarget') return { message: 'Choose a card of your hand to discard, or decline.', rule: DISCARD_RULE };
  const t = action.target;
  const p = player(ctx.s, who);
  if (t !== null && (t.kind !== 'card' || !d.options.includes(t.id) || !p.hand.includes(t.id))) return { message: 'That card cannot be discarded for this.', rule: DISCARD_RULE };
  if (t === null && d.check) return { message: 'A card must be discarded.', rule: DISCARD_RULE };
  ctx.s.pending = null;
  const r = d.resume;
  if (t === null) {
    resume(r);
    return null;
  }
  const card: CardId = t.id;
  takeFrom(p, 'hand', card);
  logLine(ctx, `${p.name} discards ${cardDef(ctx.s, card).name}.`, who);
  putCard(ctx, card, 'graveyard');
  const next = d.check && !cardMatches(cardDef(ctx.s, card), d.check.filter) ? d.check.otherwise : d.then;
  resume({ ...r, effects: [...r.effects.slice(0, r.index), ...next, ...r.effects.slice(r.index)] });
  return null;
}
