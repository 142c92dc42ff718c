// Looking at the top N cards of one's deck, optionally showing one of a given kind (or of a second kind) and keeping
// it in hand (or putting it into memory),
// then sending the others under the deck in an order the player picks. The player sees the cards privately
// (the deck is a private zone: RULES.hiddenInfo); the card kept is revealed (its name goes to the public
// log: glossary/game-terms.md#reveal); then the player puts the others on the bottom one at a time, each
// under the one before, until one is left (it goes last).
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, CardId, Decision, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { RULES } from '../rules-refs.js';
import { cardDef, player } from '../state/query.js';
import { addTo, putCard, takeFrom } from '../state/zones.js';
import { deckCardsToGraveyard } from './own-zone-events.js';
import { cardMatches } from '../play/effects.js';

type Op = Extract<Effect, { op: 'lookAndTake' }>;
type Look = Extract<Decision, { kind: 'lookAndTake' }>;

export function startLookAndTake(ctx: Ctx, who: PlayerId, e: Op, r: Resolution): 'done' | 'paused' {
  const cards = player(ctx.s, who).mainDeck.slice(0, e.count);
  if (cards.length === 0) return 'done';
  const takeable = cards.filter((c) => cardMatches(cardDef(ctx.s, c), e.filter) || (!!e.orFilter && cardMatches(cardDef(ctx.s, c), e.orFilter)));
  ctx.s.pending = {
    kind: 'lookAndTake', player: who, cards, takeable, taken: null, stage: 'take', ordered: [], resume: { ...r },
    ...(e.to ? { to: e.to } : {}), ...(e.restToGraveyard ? { toGraveyard: true } : {}),
  };
  return 'paused';
}

const left = (d: Look): CardId[] => d.cards.filter((c) => c !== d.taken && !d.ordered.includes(c));

export const lookAndTakeAnswers = (d: Look): Action[] => (d.stage === 'take'
  ? [...d.takeable.map((id): Action => ({ type: 'chooseTarget', target: { kind: 'card', id } })), ...(d.toGraveyard ? [] : [{ type: 'chooseTarget', target: null } as Action])]
  : left(d).map((id): Action => ({ type: 'chooseTarget', target: { kind: 'card', id } })));

function finish(ctx: Ctx, d: Look, resume: (r: Resolution) => void): void {
  ctx.s.pending = null;
  const p = player(ctx.s, d.player);
  if (d.toGraveyard) {
    // The kept card is not revealed; the others go from the deck into the graveyard.
    if (d.taken && takeFrom(p, 'mainDeck', d.taken)) addTo(p, 'hand', d.taken);
    let milled = 0;
    for (const c of left(d)) if (takeFrom(p, 'mainDeck', c) && putCard(ctx, c, 'graveyard') === 'graveyard') milled++;
    deckCardsToGraveyard(ctx, p.id, milled);
    logLine(ctx, `${p.name} puts a card into their hand and ${milled} into their graveyard.`, d.player);
    resume(d.resume);
    return;
  }
  const order = [...d.ordered, ...left(d)];
  if (d.taken && takeFrom(p, 'mainDeck', d.taken)) {
    const zone = d.to ?? 'hand';
    addTo(p, zone, d.taken);
    logLine(ctx, `${p.name} reveals ${cardDef(ctx.s, d.taken).name} and puts it into their ${zone}.`, d.player);
  }
  for (const c of order) if (takeFrom(p, 'mainDeck', c)) addTo(p, 'mainDeck', c);
  logLine(ctx, `${p.name} puts ${order.length} card${order.length === 1 ? '' : 's'} on the bottom of their deck.`, d.player);
  resume(d.resume);
}

export function answerLookAndTake(ctx: Ctx, who: PlayerId, d: Look, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  if (who !== d.player || action.type !== 'chooseTarget') return { message: 'Choose one of the cards you are looking at.', rule: RULES.hiddenInfo };
  const t = action.target;
  if (d.stage === 'take') {
    if (t !== null && (t.kind !== 'card' || !d.takeable.includes(t.id))) return { message: 'That card can not be revealed for this.', rule: RULES.hiddenInfo };
    if (t === null && d.toGraveyard) return { message: 'Choose the card to put into your hand.', rule: RULES.hiddenInfo };
    const next: Look = { ...d, taken: t ? t.id : null, stage: 'order' };
    if (left(next).length <= 1 || d.toGraveyard) finish(ctx, next, resume);
    else ctx.s.pending = next;
    return null;
  }
  if (!t || t.kind !== 'card' || !left(d).includes(t.id)) return { message: 'Choose the next card to put on the bottom.', rule: RULES.hiddenInfo };
  const next: Look = { ...d, ordered: [...d.ordered, t.id] };
  if (left(next).length <= 1) finish(ctx, next, resume);
  else ctx.s.pending = next;
  return null;
}
