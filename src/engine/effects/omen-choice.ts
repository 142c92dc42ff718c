// Omens made from your own cards: the player picks one card of the named zones (graveyard, hand) as the
// effect resolves, and it goes to banishment with an omen counter; the card is not a target (game-mechanics-counters.md#omen). Nothing happens
// when those zones are empty.
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, CardId, Decision, GameState, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { watch } from '../flow/triggers.js';
import { RULES } from '../rules-refs.js';
import { player } from '../state/query.js';
import { putCard, takeFrom } from '../state/zones.js';
import { addCardCounters, cardMoved } from './counters.js';
import { banishingFromGraveyard } from './graveyard-banish-watch.js';

type ChooseOmen = Extract<Decision, { kind: 'chooseOmen' }>;

function candidates(s: GameState, who: PlayerId, from: readonly ('graveyard' | 'hand')[]): CardId[] {
  const p = player(s, who);
  return from.flatMap((zone) => p[zone]);
}

/** The effect resolves: ask for the card (`r` is already past this effect); 'done' when there is none. */
export function startOmenChoice(ctx: Ctx, r: Resolution, e: Extract<Effect, { op: 'banishOwnAsOmen' }>): 'done' | 'paused' {
  const who = r.item.controller;
  if (candidates(ctx.s, who, e.from).length === 0) return 'done';
  ctx.s.pending = { kind: 'chooseOmen', player: who, from: e.from, resume: { ...r } };
  return 'paused';
}

export function omenChoiceAnswers(s: GameState, d: ChooseOmen): Action[] {
  return candidates(s, d.player, d.from).map((card): Action => ({ type: 'chooseCard', card }));
}

export function answerChooseOmen(ctx: Ctx, who: PlayerId, d: ChooseOmen, card: CardId, resume: (r: Resolution) => void): RuleViolation | null {
  if (who !== d.player || !candidates(ctx.s, who, d.from).includes(card)) {
    return { message: `Choose a card from your ${d.from.join(' or ')}.`, rule: RULES.omen };
  }
  const p = player(ctx.s, who);
  const zone = d.from.find((z) => p[z].includes(card))!;
  if (zone === 'graveyard') banishingFromGraveyard(ctx, card); // effects/graveyard-banish-watch.ts
  takeFrom(p, zone, card);
  cardMoved(ctx.s, card);
  ctx.s.pending = null;
  if (putCard(ctx, card, 'banishment') === 'banishment') {
    addCardCounters(ctx.s, card, 'omen', 1);
    logLine(ctx, `${p.name} banishes ${ctx.s.defs[ctx.s.cards[card]!.def]!.name} from their ${zone} as an omen.`, who);
    watch(ctx, { event: 'omenCounter', player: who, card: ctx.s.defs[ctx.s.cards[card]!.def]! });
  }
  resume(d.resume);
  return null;
}
