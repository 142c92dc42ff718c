// "Choose a <kind of> card in a champion's lineage and banish it": not a target; the card is chosen as the
// effect resolves among the inner lineages of every champion (glossary/game-terms.md#inner-lineage,
// glossary/game-terms.md#lineage-term), then goes to its owner's banishment (glossary/game-terms.md#banish).
// The champion card on top is the champion object itself and is not chosen this way. `yours`: only your own champion's
// lineage; `omenIfOwned`: a card you own gets an omen counter in your banishment (game-mechanics-counters.md#omen).
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, CardId, Decision, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef } from '../state/query.js';
import { putCard } from '../state/zones.js';
import { lineageCardsMatching, takeFromLineage } from './lineage-cards.js';
import { addCardCounters } from './counters.js';
import { watch } from '../flow/triggers.js';

type Op = Extract<Effect, { op: 'banishLineageCard' }>;
type Choice = Extract<Decision, { kind: 'banishLineageCard' }>;

const LINEAGE_RULE = 'glossary/game-terms.md#inner-lineage';

function banish(ctx: Ctx, card: CardId, omenFor?: PlayerId): void {
  const s = ctx.s;
  const champ = takeFromLineage(s, card);
  if (!champ) return;
  const to = putCard(ctx, card, 'banishment');
  logLine(ctx, `${cardDef(s, card).name} is banished from a champion's lineage.`, champ.controller);
  if (omenFor && to === 'banishment' && s.cards[card]!.owner === omenFor) {
    addCardCounters(s, card, 'omen', 1);
    watch(ctx, { event: 'omenCounter', player: omenFor, card: cardDef(s, card) });
  }
}

export function startLineageCardBanish(ctx: Ctx, who: PlayerId, e: Op, r: Resolution): 'done' | 'paused' {
  const s = ctx.s;
  const options = lineageCardsMatching(s, who, e.filter, e.yours);
  if (options.length === 0) return 'done';
  const omenFor = e.omenIfOwned ? who : undefined;
  if (options.length === 1) {
    banish(ctx, options[0]!, omenFor);
    return 'done';
  }
  s.pending = { kind: 'banishLineageCard', player: who, options, resume: { ...r }, ...(e.omenIfOwned ? { omenIfOwned: true } : {}) };
  return 'paused';
}

export const lineageCardBanishAnswers = (d: Choice): Action[] => d.options.map((id): Action => ({ type: 'chooseTarget', target: { kind: 'card', id } }));

export function answerLineageCardBanish(ctx: Ctx, who: PlayerId, d: Choice, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  if (who !== d.player || action.type !== 'chooseTarget') return { message: 'Choose one of those lineage cards to banish.', rule: LINEAGE_RULE };
  const t = action.target;
  if (!t || t.kind !== 'card' || !d.options.includes(t.id)) return { message: 'That card can not be chosen for this.', rule: LINEAGE_RULE };
  ctx.s.pending = null;
  banish(ctx, t.id, d.omenIfOwned ? who : undefined);
  resume(d.resume);
  return null;
}
