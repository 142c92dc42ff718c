// "You may discard a <kind of> card. If you do, …": the card is chosen from the controller's hand as
// the effect resolves (glossary/game-terms.md#discard: a card goes from hand to its owner's graveyard);
// declining, or having no such card, skips the rest. The card is seen by all as it is discarded.
// `required` ("Discard a card", no "may"): it can't be declined. `ifDiscarded` ("If it was a [kind] card, …"): what follows
// depends on the card discarded; with nothing discarded (an empty hand, or declined) it was not of that kind: `otherwise`.
// `byTurnPlayer` ("that player may discard …"): the turn player discards from their hand, and the draws that follow are theirs.
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, CardId, Decision, PlayerId, Resolution, RuleViolation, StackItem } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, player, turnPlayerId } from '../state/query.js';
import { putCard, takeFrom } from '../state/zones.js';
import { cardMatches } from '../play/effects.js';
import { runNext } from '../play/run-next.js';

type Op = Extract<Effect, { op: 'discardToDo' }>;
type Choice = Extract<Decision, { kind: 'discardToDo' }>;

const DISCARD_RULE = 'glossary/game-terms.md#discard';

export function startDiscardToDo(ctx: Ctx, item: StackItem, e: Op, r: Resolution): 'done' | 'paused' {
  const s = ctx.s;
  const who = e.byTurnPlayer ? turnPlayerId(s) : item.controller;
  const then = e.byTurnPlayer ? e.then.map((x): Effect => (x.op === 'draw' ? { ...x, who: { player: who } } : x)) : e.then;
  const options = player(s, who).hand.filter((c) => cardMatches(cardDef(s, c), e.filter));
  if (options.length === 0) {
    if (e.ifDiscarded?.otherwise) runNext(r, e.ifDiscarded.otherwise);
    return 'done';
  }
  s.pending = {
    kind: 'discardToDo', player: who, options, then, resume: { ...r },
    ...(e.required ? { required: true } : {}), ...(e.ifDiscarded ? { ifDiscarded: e.ifDiscarded } : {}),
  };
  return 'paused';
}

export const discardToDoAnswers = (d: Choice): Action[] =>
  [...d.options.map((id): Action => ({ type: 'chooseTarget', target: { kind: 'card', id } })), ...(d.required ? [] : [{ type: 'chooseTarget', target: null } as Action])];

export function answerDiscardToDo(ctx: Ctx, who: PlayerId, d: Choice, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  if (who !== d.player || action.type !== 'chooseTarget') return { message: 'Choose a card of your hand to discard, or decline.', rule: DISCARD_RULE };
  const t = action.target;
  const p = player(ctx.s, who);
  if (t === null && d.required) return { message: 'A card must be discarded.', rule: DISCARD_RULE };
  if (t !== null && (t.kind !== 'card' || !d.options.includes(t.id) || !p.hand.includes(t.id))) return { message: 'That card cannot be discarded for this.', rule: DISCARD_RULE };
  ctx.s.pending = null;
  const r = d.resume;
  if (t === null) {
    resume(d.ifDiscarded?.otherwise ? { ...r, effects: [...r.effects.slice(0, r.index), ...d.ifDiscarded.otherwise, ...r.effects.slice(r.index)] } : r);
    return null;
  }
  const card: CardId = t.id;
  takeFrom(p, 'hand', card);
  logLine(ctx, `${p.name} discards ${cardDef(ctx.s, card).name}.`, who);
  putCard(ctx, card, 'graveyard');
  // "If a [kind] card was discarded": the card as it was discarded.
  const extra = !d.ifDiscarded ? [] : cardMatches(cardDef(ctx.s, card), d.ifDiscarded.filter) ? d.ifDiscarded.then : d.ifDiscarded.otherwise ?? [];
  resume({ ...r, effects: [...r.effects.slice(0, r.index), ...d.then, ...extra, ...r.effects.slice(r.index)] });
  return null;
}
