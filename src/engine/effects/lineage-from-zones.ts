// Moving any number of one's own cards of a kind out of hand and memory into the champion's inner lineage, ordered as the
// player likes (glossary/game-terms.md#inner-lineage, glossary/game-terms.md#lineage-term): the player picks the cards one by one as
// the effect resolves (stopping whenever they like); each goes, in the order picked, to the bottom of the inner lineage,
// so the last one picked ends up bottom-most. They enter the lineage straight from hand or memory (no other zone), and
// their Inherited Effects work for that champion from then on. `recoverEach`: then recover that much per card put there.
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, Decision, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, championOf, player } from '../state/query.js';
import { takeFromAny } from '../state/zones.js';
import { cardMatches } from '../play/effects.js';
import { runNext } from '../play/run-next.js';
import { putCardIntoLineage } from './lineage-bottom.js';

type Op = Extract<Effect, { op: 'cardsIntoLineage' }>;
type Choice = Extract<Decision, { kind: 'cardsIntoLineage' }>;

const LINEAGE_RULE = 'glossary/game-terms.md#inner-lineage';

export function startCardsIntoLineage(ctx: Ctx, who: PlayerId, e: Op, r: Resolution): 'done' | 'paused' {
  const s = ctx.s;
  if (!championOf(s, who)) return 'done';
  const p = player(s, who);
  const options = e.from.flatMap((z) => p[z]).filter((c) => cardMatches(cardDef(s, c), e.filter));
  if (options.length === 0) return 'done';
  s.pending = { kind: 'cardsIntoLineage', player: who, options, picked: [], resume: { ...r }, ...(e.recoverEach ? { recoverEach: e.recoverEach } : {}) };
  return 'paused';
}

/** Each card not picked yet, and stopping (null). */
export const cardsIntoLineageAnswers = (d: Choice): Action[] =>
  [...d.options.filter((c) => !d.picked.includes(c)).map((card): Action => ({ type: 'chooseCard', card })), { type: 'chooseTarget', target: null }];

export function answerCardsIntoLineage(ctx: Ctx, who: PlayerId, d: Choice, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  if (who !== d.player) return { message: 'It is not your choice.', rule: LINEAGE_RULE };
  const s = ctx.s;
  if (action.type === 'chooseCard') {
    if (!d.options.includes(action.card) || d.picked.includes(action.card)) return { message: 'That card can not be put into the lineage this way.', rule: LINEAGE_RULE };
    const picked = [...d.picked, action.card];
    if (picked.length < d.options.length) {
      s.pending = { ...d, picked };
      return null;
    }
    return finish(ctx, who, { ...d, picked }, resume);
  }
  if (action.type === 'chooseTarget' && action.target === null) return finish(ctx, who, d, resume);
  return { message: 'Pick a card to put into the lineage, or stop.', rule: LINEAGE_RULE };
}

function finish(ctx: Ctx, who: PlayerId, d: Choice, resume: (r: Resolution) => void): null {
  const s = ctx.s;
  s.pending = null;
  const r = { ...d.resume };
  const champ = championOf(s, who);
  let n = 0;
  for (const card of d.picked) {
    if (!champ || !takeFromAny(player(s, who), ['hand', 'memory'], card)) continue;
    putCardIntoLineage(ctx, card, champ.id);
    n++;
  }
  if (n > 0) logLine(ctx, `${player(s, who).name} puts ${n} card(s) on the bottom of their champion's lineage.`, who);
  if (n > 0 && d.recoverEach) runNext(r, [{ op: 'recover', who: 'you', amount: d.recoverEach * n }]);
  resume(r);
  return null;
}
