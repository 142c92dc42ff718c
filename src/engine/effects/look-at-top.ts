// "Look at the top N cards of your deck; put [up to / exactly] M of them into your graveyard and the
// rest on the top / on the bottom of your deck": the player sees those cards privately (the deck is a
// private zone: RULES.hiddenInfo),
// picks the ones for the graveyard one by one, then the rest move (to the bottom in their current order).
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, CardId, Decision, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { RULES } from '../rules-refs.js';
import { cardDef, player } from '../state/query.js';
import { addTo, putCard, takeFrom } from '../state/zones.js';

type Op = Extract<Effect, { op: 'lookAtTop' }>;
type Look = Extract<Decision, { kind: 'lookAtTop' }>;

const PRIVATE_RULE = RULES.hiddenInfo;

export function startLookAtTop(ctx: Ctx, who: PlayerId, e: Op, r: Resolution): 'done' | 'paused' {
  const cards = player(ctx.s, who).mainDeck.slice(0, e.count);
  if (cards.length === 0) return 'done';
  const min = Math.min(e.toGraveyard.min, cards.length);
  ctx.s.pending = { kind: 'lookAtTop', player: who, cards, min, max: Math.min(e.toGraveyard.max, cards.length), picked: [], rest: e.rest, resume: { ...r } };
  return 'paused';
}

const pickable = (d: Look): CardId[] => (d.picked.length >= d.max ? [] : d.cards.filter((c) => !d.picked.includes(c)));

/** Each looked-at card that may still go to the graveyard, and stopping (null) once enough have. */
export const lookAtTopAnswers = (d: Look): Action[] => [
  ...pickable(d).map((id): Action => ({ type: 'chooseTarget', target: { kind: 'card', id } })),
  ...(d.picked.length >= d.min ? [{ type: 'chooseTarget', target: null } as Action] : []),
];

export function answerLookAtTop(ctx: Ctx, who: PlayerId, d: Look, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  if (who !== d.player || action.type !== 'chooseTarget') return { message: 'Pick a looked-at card for your graveyard, or stop.', rule: PRIVATE_RULE };
  const t = action.target;
  if (t === null ? d.picked.length < d.min : t.kind !== 'card' || !pickable(d).includes(t.id)) {
    return { message: t === null ? 'More of these cards must go to your graveyard.' : 'That card cannot be picked.', rule: PRIVATE_RULE };
  }
  if (t !== null) {
    const next: Look = { ...d, picked: [...d.picked, t.id] };
    if (pickable(next).length > 0 && next.picked.length < next.cards.length) {
      ctx.s.pending = next;
      return null;
    }
    d = next;
  }
  ctx.s.pending = null;
  const p = player(ctx.s, who);
  for (const c of d.picked) if (takeFrom(p, 'mainDeck', c)) putCard(ctx, c, 'graveyard');
  if (d.rest === 'bottom') for (const c of d.cards) if (!d.picked.includes(c) && takeFrom(p, 'mainDeck', c)) addTo(p, 'mainDeck', c);
  const names = d.picked.map((c) => cardDef(ctx.s, c).name).join(', ');
  logLine(ctx, `${p.name} looks at the top of their deck${names ? ` and puts ${names} into their graveyard` : ''}.`, who);
  resume(d.resume);
  return null;
}
