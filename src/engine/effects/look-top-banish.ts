// A private look at one's own top card: the player alone sees it (in the decision's answers: RULES.hiddenInfo),
// may move it to the banishment only when it is of the kind asked, and then holds a permission to play it until the end of the turn
// (effects/banished-playable.ts; game-mechanics/game-mechanics-miscellaneous-topics/permission.md).
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, Decision, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { RULES } from '../rules-refs.js';
import { cardDef, player } from '../state/query.js';
import { putCard, takeFrom } from '../state/zones.js';
import { cardMatches } from '../play/effects.js';
import { allowPlayBanished } from './banished-playable.js';

type Op = Extract<Effect, { op: 'lookTopMayBanishToPlay' }>;
type Look = Extract<Decision, { kind: 'lookTopBanish' }>;

const LOOK_RULE = RULES.hiddenInfo;

export function startLookTopBanish(ctx: Ctx, r: Resolution, e: Op): 'done' | 'paused' {
  const s = ctx.s;
  const who = r.item.controller;
  const top = player(s, who).mainDeck[0];
  if (top === undefined) return 'done';
  s.pending = { kind: 'lookTopBanish', player: who, card: top, banishable: cardMatches(cardDef(s, top), e.filter), resume: { ...r } };
  logLine(ctx, `${player(s, who).name} looks at the top card of their deck.`, who);
  return 'paused';
}

/** Banish it (when it fits), or leave it: a card answer banishes, null leaves it. */
export const lookTopBanishAnswers = (d: Look): Action[] =>
  [...(d.banishable ? [{ type: 'chooseTarget', target: { kind: 'card', id: d.card } } as Action] : []), { type: 'chooseTarget', target: null }];

export function answerLookTopBanish(ctx: Ctx, who: PlayerId, d: Look, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  if (who !== d.player || action.type !== 'chooseTarget') return { message: 'Banish the card you looked at, or leave it.', rule: LOOK_RULE };
  const t = action.target;
  if (t !== null && (t.kind !== 'card' || t.id !== d.card || !d.banishable)) return { message: 'That card cannot be banished this way.', rule: LOOK_RULE };
  const s = ctx.s;
  s.pending = null;
  const p = player(s, who);
  if (t !== null && p.mainDeck[0] === d.card && takeFrom(p, 'mainDeck', d.card) && putCard(ctx, d.card, 'banishment') === 'banishment') {
    logLine(ctx, `${p.name} banishes ${cardDef(s, d.card).name} from the top of their deck.`, who);
    allowPlayBanished(s, d.card, who, d.resume.item.def, 'endOfTurn');
  }
  resume(d.resume);
  return null;
}
