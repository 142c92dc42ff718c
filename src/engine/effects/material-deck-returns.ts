// Two moves between an opponent's banishment or material deck and the player's choices:
//  - "Choose any number of regalia cards in each opponent's banishment; they go back to their owners'
//    material decks": the controller picks them one by one (the banishment is public), or stops.
//  - "Each opponent banishes N preserved cards from their material deck": each of those players picks N of
//    their Preserved cards (all of them when they have N or fewer), in turn order.
// Zones: game-mechanics/game-mechanics-game-zones/game-zones-material-deck.md#general-rules,
// Preserved: glossary/keywords-and-abilities.md#preserve, banishing: glossary/game-terms.md#banish.
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, CardId, Decision, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { RULES } from '../rules-refs.js';
import { cardDef, player } from '../state/query.js';
import { addTo, putCard, takeFrom } from '../state/zones.js';
import { cardMatches } from '../play/effects.js';
import { preservedCards } from './preserve.js';
import { playersOf } from './object-keywords.js';
import { runNext } from '../play/run-next.js';

type Back = Extract<Effect, { op: 'opponentsBanishmentToMaterialDeck' }>;
type Lose = Extract<Effect, { op: 'banishPreserved' }>;
type Choice = Extract<Decision, { kind: 'materialDeckMove' }>;

export function startBanishmentReturn(ctx: Ctx, r: Resolution, e: Back): 'done' | 'paused' {
  const s = ctx.s;
  const who = r.item.controller;
  // Your opponents' banishments, or (`own`) your own.
  const options = s.players.filter((p) => (e.own ? p.id === who : p.id !== who)).flatMap((p) => p.banishment.filter((c) => cardMatches(cardDef(s, c), e.filter)));
  if (options.length === 0) return 'done';
  s.pending = { kind: 'materialDeckMove', player: who, purpose: 'return', options, picked: [], max: null, resume: { ...r } };
  return 'paused';
}

export function startPreservedBanish(ctx: Ctx, r: Resolution, e: Lose): 'done' | 'paused' {
  const s = ctx.s;
  const [first, ...rest] = playersOf(ctx, r.item, e.who);
  if (!first) return 'done';
  runNext(r, rest.map((p): Effect => ({ ...e, who: { player: p.id } })));
  const options = preservedCards(s, first.id);
  if (options.length === 0) return 'done';
  if (options.length <= e.count) {
    banishAll(ctx, first.id, options);
    return 'done';
  }
  s.pending = { kind: 'materialDeckMove', player: first.id, purpose: 'banishPreserved', options, picked: [], max: e.count, resume: { ...r } };
  return 'paused';
}

function banishAll(ctx: Ctx, who: PlayerId, cards: CardId[]): void {
  const p = player(ctx.s, who);
  for (const c of cards) if (takeFrom(p, 'materialDeck', c)) putCard(ctx, c, 'banishment');
  if (cards.length) logLine(ctx, `${p.name} banishes ${cards.map((c) => cardDef(ctx.s, c).name).join(', ')} from their material deck.`, who);
}

const open = (d: Choice): CardId[] => d.options.filter((c) => !d.picked.includes(c));

/** Pick a card; for the return, stopping (null) is always possible; the preserved banish takes exactly its count. */
export const materialDeckMoveAnswers = (d: Choice): Action[] => [
  ...open(d).map((id): Action => ({ type: 'chooseTarget', target: { kind: 'card', id } })),
  ...(d.purpose === 'return' ? [{ type: 'chooseTarget', target: null } as Action] : []),
];

export function answerMaterialDeckMove(ctx: Ctx, who: PlayerId, d: Choice, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  if (who !== d.player || action.type !== 'chooseTarget') return { message: 'Pick one of the cards, or stop.', rule: RULES.materialDeck };
  const t = action.target;
  if (t === null && d.purpose !== 'return') return { message: 'Those cards must be chosen.', rule: RULES.materialDeck };
  if (t !== null && (t.kind !== 'card' || !open(d).includes(t.id))) return { message: 'That card can not be chosen.', rule: RULES.materialDeck };
  const next: Choice = t ? { ...d, picked: [...d.picked, t.id] } : d;
  const done = t === null || open(next).length === 0 || (next.max !== null && next.picked.length >= next.max);
  if (!done) {
    ctx.s.pending = next;
    return null;
  }
  ctx.s.pending = null;
  if (next.purpose === 'banishPreserved') banishAll(ctx, who, next.picked);
  else {
    for (const c of next.picked) {
      const owner = player(ctx.s, ctx.s.cards[c]!.owner);
      if (takeFrom(owner, 'banishment', c)) {
        addTo(owner, 'materialDeck', c);
        logLine(ctx, `${cardDef(ctx.s, c).name} goes from ${owner.name}'s banishment into their material deck.`, who);
      }
    }
  }
  resume(next.resume);
  return null;
}
