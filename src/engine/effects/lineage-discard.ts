// "Choose up to N [kind of] cards from a champion's lineage and discard them": not targets; the cards are chosen as the
// effect resolves among the inner lineages (glossary/game-terms.md#inner-lineage; the champion card on top is the object
// itself and is never chosen), all from one champion's lineage (`yours`: your champion's only), then they go together to
// their owners' graveyards (glossary/game-terms.md#discard). `recoverEach`: then you recover that much per card discarded,
// as one recovery (glossary/game-terms.md#recover).
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, CardId, Decision, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef } from '../state/query.js';
import { mutObj } from '../state/clone.js';
import { putCard } from '../state/zones.js';
import { cardMatches } from '../play/effects.js';
import { runNext } from '../play/run-next.js';

type Op = Extract<Effect, { op: 'discardLineageCards' }>;
type Choice = Extract<Decision, { kind: 'discardLineageCards' }>;

const LINEAGE_RULE = 'glossary/game-terms.md#inner-lineage';

/** The champion objects whose inner lineage holds the card. */
function holder(s: Ctx['s'], card: CardId) {
  return s.players.map((p) => (p.champion ? s.objects[p.champion] : undefined)).find((o) => o?.lineage.includes(card));
}

function choosable(s: Ctx['s'], who: PlayerId, e: { filter: Op['filter']; yours?: boolean }, picked: CardId[]): CardId[] {
  const from = picked.length > 0 ? holder(s, picked[0]!)?.id : undefined;
  return s.players.filter((p) => !e.yours || p.id === who).flatMap((p) => {
    const o = p.champion ? s.objects[p.champion] : undefined;
    if (!o || (from !== undefined && o.id !== from)) return [];
    return o.lineage.filter((c) => !picked.includes(c) && cardMatches(cardDef(s, c), e.filter));
  });
}

/** The picked cards leave their lineage for their owners' graveyards, together; then the recovery, if any. */
function discard(ctx: Ctx, who: PlayerId, picked: CardId[], r: Resolution, recoverEach?: number): void {
  const s = ctx.s;
  const gone: CardId[] = [];
  for (const card of picked) {
    const champ = holder(s, card);
    if (!champ) continue;
    const m = mutObj(s, champ.id);
    m.lineage = m.lineage.filter((c) => c !== card);
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
