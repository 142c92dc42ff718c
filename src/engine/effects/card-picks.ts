// Effects whose player picks cards (or a number) as they resolve, not targets:
// - 'revealUntil': reveal cards from the top of your deck until one like this is revealed
//   (glossary/game-terms.md#reveal); optionally deal unpreventable damage to your champion equal to
//   the number revealed; then one of them goes into your hand and the rest on the bottom of the deck
//   in a random order.
// - 'drawUpToThenShuffle': draw up to N cards (the number chosen first), then shuffle that many cards
//   of your choice from hand into your deck (glossary/game-terms.md#draw).
// - 'discardUpToThenDraw': discard up to N cards like this from hand and/or memory, one by one, then
//   draw as many (glossary/game-terms.md#discard).
// - 'payXToDo': "you may pay (X), X at most your omens; if you do, …": X chosen first, then paid.
// One decision kind, 'cardPick', serves them all: chooseCard picks a card, chooseTarget null stops
// early where "up to" allows it, declareX answers a number.
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, CardId, Decision, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, hasKeyword, player } from '../state/query.js';
import { omensOf } from './counters.js';
import { addTo, drawCards, putCard, shuffleDeck, takeFrom } from '../state/zones.js';
import { shuffleInPlace } from '../state/rng.js';
import { cardMatches } from '../play/effects.js';
import { runNext } from '../play/run-next.js';
import { answerRemoveUpTo, removeUpToAnswers } from './remove-up-to.js';

type PickOp = Extract<Effect, { op: 'revealUntil' | 'drawUpToThenShuffle' | 'discardUpToThenDraw' | 'revealedToHand' | 'payXToDo' }>;
type CardPick = Extract<Decision, { kind: 'cardPick' }>;

export const CARD_PICK_RULES = {
  reveal: 'glossary/game-terms.md#reveal',
  draw: 'glossary/game-terms.md#draw',
  discard: 'glossary/game-terms.md#discard',
  pay: 'game-mechanics/game-mechanics-playing-cards/playing-cards-costs-and-memory.md#general-rules',
} as const;

/** Start the effect; 'paused' while its player picks. */
export function startCardPick(ctx: Ctx, r: Resolution, e: PickOp): 'done' | 'paused' {
  const s = ctx.s;
  const who = r.item.controller;
  const p = player(s, who);
  switch (e.op) {
    case 'revealUntil': {
      const at = p.mainDeck.findIndex((c) => cardMatches(cardDef(s, c), e.filter));
      const n = at < 0 ? p.mainDeck.length : at + 1;
      logLine(ctx, `${p.name} reveals ${p.mainDeck.slice(0, n).map((c) => cardDef(s, c).name).join(', ') || 'no card'} from the top of their deck.`, who);
      // "Put that card into your hand": the card found, no choice (none found: every revealed card goes to the bottom).
      if (e.foundToHand) {
        const revealed = p.mainDeck.slice(0, n);
        if (at >= 0) finishRevealed(ctx, who, revealed, revealed[at]!);
        else { for (const c of revealed) takeFrom(p, 'mainDeck', c); shuffleInPlace(s.rng, revealed); addTo(p, 'mainDeck', ...revealed); }
        return 'done';
      }
      // The damage first, then the choice (it works on the revealed cards, still on top of the deck).
      const then: Effect[] = [
        ...(e.damageYourChampion && n > 0 ? [{ op: 'dealDamage', to: { ref: 'yourChampion' }, amount: n, unpreventable: true } as Effect] : []),
        { op: 'revealedToHand', count: n },
      ];
      runNext(r, then);
      return 'done';
    }
    case 'revealedToHand': {
      const cards = p.mainDeck.slice(0, e.count);
      if (cards.length === 0) return 'done';
      if (cards.length === 1) {
        finishRevealed(ctx, who, cards, cards[0]!);
        return 'done';
      }
      s.pending = { kind: 'cardPick', player: who, purpose: 'revealedToHand', options: cards, picked: [], count: 1, optional: false, resume: { ...r } };
      return 'paused';
    }
    case 'payXToDo': {
      // X: at most the omens, and at most what hand and Reservable objects can pay (payToDo takes it from there).
      const max = Math.min(omensOf(s, who).length, p.hand.length + s.field.filter((id) => {
        const o = s.objects[id]!;
        return o.controller === who && !o.rested && hasKeyword(s, o, 'reservable');
      }).length);
      if (max <= 0) return 'done';
      s.pending = { kind: 'cardPick', player: who, purpose: 'payX', options: [], picked: [], count: max, optional: false, then: e.then, resume: { ...r } };
      return 'paused';
    }
    case 'drawUpToThenShuffle':
      s.pending = { kind: 'cardPick', player: who, purpose: 'drawCount', options: [], picked: [], count: e.max, optional: false, resume: { ...r } };
      return 'paused';
    case 'discardUpToThenDraw': {
      const options = [...p.hand, ...p.memory].filter((c) => cardMatches(cardDef(s, c), e.filter));
      if (options.length === 0 || e.max <= 0) return 'done';
      s.pending = { kind: 'cardPick', player: who, purpose: 'discardThenDraw', options, picked: [], count: e.max, optional: true, resume: { ...r } };
      return 'paused';
    }
  }
}

/** The chosen card goes into the hand, the other revealed ones to the bottom in a random order. */
function finishRevealed(ctx: Ctx, who: PlayerId, cards: CardId[], chosen: CardId): void {
  const p = player(ctx.s, who);
  for (const c of cards) takeFrom(p, 'mainDeck', c);
  putCard(ctx, chosen, 'hand');
  const rest = cards.filter((c) => c !== chosen);
  shuffleInPlace(ctx.s.rng, rest);
  addTo(p, 'mainDeck', ...rest);
  logLine(ctx, `${p.name} puts ${cardDef(ctx.s, chosen).name} into their hand and ${rest.length} card(s) on the bottom of their deck.`, who);
}

export function cardPickAnswers(s: import('../types.js').GameState, d: CardPick): Action[] {
  if (d.purpose === 'removeCounters') return removeUpToAnswers(d); // effects/remove-up-to.ts
  if (d.purpose === 'drawCount' || d.purpose === 'payX') return Array.from({ length: d.count + 1 }, (_, x): Action => ({ type: 'declareX', x }));
  const left = d.options.filter((c) => !d.picked.includes(c)).map((card): Action => ({ type: 'chooseCard', card }));
  void s;
  return d.optional ? [...left, { type: 'chooseTarget', target: null }] : left;
}

export function answerCardPick(ctx: Ctx, who: PlayerId, d: CardPick, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  const s = ctx.s;
  const p = player(s, who);
  if (who !== d.player) return { message: 'It is not your choice.', rule: CARD_PICK_RULES.reveal };
  if (d.purpose === 'removeCounters') return answerRemoveUpTo(ctx, who, d, action, resume); // effects/remove-up-to.ts
  if (d.purpose === 'payX') {
    if (action.type !== 'declareX' || !Number.isInteger(action.x) || action.x < 0 || action.x > d.count) {
      return { message: `Choose X from 0 (not paying) to ${d.count}.`, rule: CARD_PICK_RULES.pay };
    }
    s.pending = null;
    if (action.x === 0) {
      logLine(ctx, `${p.name} does not pay.`, who);
      resume(d.resume);
      return null;
    }
    // The payment itself, card by card (effects/pay-to-do.ts); the effects then see X as the item's x.
    const r = { ...d.resume, item: { ...d.resume.item, x: action.x } };
    s.pending = { kind: 'payToDo', player: who, amount: action.x, cards: [], objects: [], then: d.then ?? [], resume: r };
    return null;
  }
  if (d.purpose === 'drawCount') {
    if (action.type !== 'declareX' || !Number.isInteger(action.x) || action.x < 0 || action.x > d.count) {
      return { message: `Choose how many cards to draw, from 0 to ${d.count}.`, rule: CARD_PICK_RULES.draw };
    }
    s.pending = null;
    drawCards(ctx, p, action.x);
    const n = Math.min(action.x, p.hand.length);
    if (n === 0) {
      resume(d.resume);
      return null;
    }
    s.pending = { kind: 'cardPick', player: who, purpose: 'handIntoDeck', options: [...p.hand], picked: [], count: n, optional: false, resume: d.resume };
    return null;
  }
  const done = action.type === 'chooseTarget' && action.target === null;
  if (done && !d.optional) return { message: 'Pick a card.', rule: CARD_PICK_RULES.reveal };
  if (!done && (action.type !== 'chooseCard' || !d.options.includes(action.card) || d.picked.includes(action.card))) {
    return { message: 'Pick one of the cards offered.', rule: d.purpose === 'discardThenDraw' ? CARD_PICK_RULES.discard : d.purpose === 'handIntoDeck' ? CARD_PICK_RULES.draw : CARD_PICK_RULES.reveal };
  }
  const picked = done || action.type !== 'chooseCard' ? d.picked : [...d.picked, action.card];
  if (!done && picked.length < d.count && picked.length < d.options.length) {
    s.pending = { ...d, picked };
    return null;
  }
  s.pending = null;
  switch (d.purpose) {
    case 'revealedToHand':
      finishRevealed(ctx, who, d.options, picked[0]!);
      break;
    case 'handIntoDeck':
      for (const c of picked) if (takeFrom(p, 'hand', c)) addTo(p, 'mainDeck', c);
      shuffleDeck(s.rng, p);
      logLine(ctx, `${p.name} shuffles ${picked.length} card(s) from their hand into their deck.`, who);
      break;
    case 'discardThenDraw':
      for (const c of picked) {
        if (!takeFrom(p, 'hand', c) && !takeFrom(p, 'memory', c)) continue;
        putCard(ctx, c, 'graveyard');
        logLine(ctx, `${p.name} discards ${cardDef(s, c).name}.`, who);
      }
      drawCards(ctx, p, picked.length);
      break;
  }
  resume(d.resume);
  return null;
}
