// "Choose up to N [kind of] cards from a champion's lineage and discard them": not targets; the cards are chosen as the
// effect resolves among the inner lineages (glossary/game-terms.md#inner-lineage; the champion card on top is the object
// itself and is never chosen), all from one champion's lineage (`yours`: your champion's only), then they go together to
// their owners' graveyards (glossary/game-terms.md#discard). `recoverEach`: then you recover that much per card discarded,
// as one recovery (glossary/game-terms.md#recover).
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, CardId, Decision, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef } from '../state/query.js';
import { lineageCardsMatching, lineageHolder, takeFromLineage } from './lineage-cards.js';
import { putCard } from '../state/zones.js';
import { runNext } from '../play/run-next.js';

type Op = Extract<Effect, { op: 'discardLineageCards' }>;
type Choice = Extract<Decision, { kind: 'discardLineageCards' }>;

const LINEAGE_RULE = 'glossary/game-terms.md#inner-lineage';

function choosable(s: Ctx['s'], who: PlayerId, e: { filter: Op['filter']; yours?: boolean }, picked: CardId[]): CardId[] {
  // All from one champion's lineage: the first pick fixes which.
  const from = picked.length > 0 ? lineageHolder(s, picked[0]!)?.id : undefined;
  return lineageCardsMatching(s, who, e.filter, e.yours).filter((c) => !picked.includes(c) && (from === undefined || lineageHolder(s, c)?.id === from));
}

/** The picked cards leave their lineage for their owners' graveyards, together; then the recovery, if any. */
function discard(ctx: Ctx, who: PlayerId, picked: CardId[], r: Resolution, recoverEach?: number): void {
  const s = ctx.s;
  const gone: CardId[] = [];
  for (const card of picked) {
    if (!takeFromLineage(s, card)) continue;
    putCard(ctx, card, 'graveyard');
    gone.push(card);
  }
  if (gone.length === 0) return;
  logLine(ctx, `${gone.map((c) => cardDef(s, c).name).join(', ')} ${gone.length === 1 ? 'is' : 'are'} discarded from a champion's lineage.`, who);
  if (recoverEach) runNext(r, [{ op: 'recover', who: 'you', amount: recoverEach * gone.length }]);
}

export function startLineageDiscard(ctx: Ctx, who: PlayerId, e: Op, r: Resolution): 'done' | 'paused' {
  const options = choosable(ctx.s, who, e, []);
  if (options.length === 0 || e.max <= 0) return 'done';
  ctx.s.pending = { kind: 'discardLineageCards', player: who, options, picked: [], left: e.max, filter: e.filter, resume: { ...r },
    ...(e.yours ? { yours: true } : {}), ...(e.recoverEach ? { recoverEach: e.recoverEach } : {}) };
  return 'paused';
}

/** Each card that may be picked next, and stopping here (null: "up to"). */
export const lineageDiscardAnswers = (d: Choice): Action[] =>
  [...d.options.map((id): Action => ({ type: 'chooseTarget', target: { kind: 'card', id } })), { type: 'chooseTarget', target: null }];

export function answerLineageDiscard(ctx: Ctx, who: PlayerId, d: Choice, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  if (who !== d.player || action.type !== 'chooseTarget') return { message: 'Choose a lineage card to discard, or stop.', rule: LINEAGE_RULE };
  const t = action.target;
  if (t !== null && (t.kind !== 'card' || !d.options.includes(t.id))) return { message: 'That card can not be chosen for this.', rule: LINEAGE_RULE };
  const s = ctx.s;
  const picked = t === null ? d.picked : [...d.picked, t.id];
  const options = t === null ? [] : choosable(s, who, d, picked);
  if (t !== null && d.left > 1 && options.length > 0) {
    s.pending = { ...d, picked, options, left: d.left - 1 };
    return null;
  }
  s.pending = null;
  const r = { ...d.resume };
  discard(ctx, who, picked, r, d.recoverEach);
  resume(r);
  return null;
}
