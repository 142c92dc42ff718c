// "Each player banishes N cards from their graveyard": each player, in turn order, picks N cards of
// their own graveyard one by one (all of them when they have N or fewer: nothing to choose), and
// those cards are banished (glossary/game-terms.md#banish, game-zones-graveyard.md#general-rules).
// The `all` form banishes every card of each graveyard, with no choice; the `allNotElement` form banishes, with no choice, every card of each graveyard that is not of an element.
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, CardId, Decision, GameState, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { RULES } from '../rules-refs.js';
import { player } from '../state/query.js';
import { putCard, takeFrom } from '../state/zones.js';
import { cardMoved } from './counters.js';
import { playersOf } from './object-keywords.js';
import { runNext } from '../play/run-next.js';
import { banishingFromGraveyard } from './graveyard-banish-watch.js';

type Op = Extract<Effect, { op: 'banishFromOwnGraveyard' }>;
type Choice = Extract<Decision, { kind: 'eachBanishesFromGraveyard' }>;

function banish(ctx: Ctx, who: PlayerId, card: CardId): void {
  const p = player(ctx.s, who);
  if (p.graveyard.includes(card)) banishingFromGraveyard(ctx, card); // effects/graveyard-banish-watch.ts
  takeFrom(p, 'graveyard', card);
  cardMoved(ctx.s, card);
  putCard(ctx, card, 'banishment');
  logLine(ctx, `${p.name} banishes ${ctx.s.defs[ctx.s.cards[card]!.def]!.name} from their graveyard.`, who);
}

/** One player's share, or the first of several (the others follow as effects of their own). */
export function startEachGraveyardBanish(ctx: Ctx, r: Resolution, e: Op): 'done' | 'paused' {
  if (e.allNotElement || e.all) {
    // "Banishes all non-[element] cards from their graveyard": nothing to choose, every player at once.
    for (const p of playersOf(ctx, r.item, e.who)) {
      for (const card of [...p.graveyard]) if (e.all || !ctx.s.defs[ctx.s.cards[card]!.def]!.elements.includes(e.allNotElement!)) banish(ctx, p.id, card);
    }
    return 'done';
  }
  const [first, ...rest] = playersOf(ctx, r.item, e.who);
  if (!first) return 'done';
  const later: Effect[] = rest.map((p) => ({ ...e, who: { player: p.id } }));
  runNext(r, later);
  return ask(ctx, first.id, e.count, { ...r });
}

/** Ask for the next card, or banish the rest when there is no choice left. */
function ask(ctx: Ctx, who: PlayerId, count: number, resume: Resolution): 'done' | 'paused' {
  const grave = player(ctx.s, who).graveyard;
  if (count <= 0) return 'done';
  if (grave.length <= count) {
    for (const card of [...grave]) banish(ctx, who, card);
    return 'done';
  }
  ctx.s.pending = { kind: 'eachBanishesFromGraveyard', player: who, count, resume };
  return 'paused';
}

export function eachGraveyardBanishAnswers(s: GameState, d: Choice): Action[] {
  return player(s, d.player).graveyard.map((card): Action => ({ type: 'chooseCard', card }));
}

export function answerEachGraveyardBanish(ctx: Ctx, who: PlayerId, d: Choice, card: CardId, resume: (r: Resolution) => void): RuleViolation | null {
  if (who !== d.player || !player(ctx.s, who).graveyard.includes(card)) return { message: 'Choose a card of your own graveyard to banish.', rule: RULES.graveyardZone };
  ctx.s.pending = null;
  banish(ctx, who, card);
  if (ask(ctx, who, d.count - 1, d.resume) === 'done') resume(d.resume);
  return null;
}
