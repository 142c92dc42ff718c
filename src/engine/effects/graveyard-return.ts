// "Return a <kind of> card from your graveyard to your hand": not a target, the card is chosen as the
// effect resolves (game-mechanics/game-mechanics-game-zones/game-zones-graveyard.md#general-rules: graveyards
// are public; the choice is the effect's controller's). With no such card nothing happens; with one, it returns; with several the player picks.
import type { CardFilter } from '../../cards/vocabulary.js';
import type { Action, CardId, Decision, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, player } from '../state/query.js';
import { putCard, takeFrom } from '../state/zones.js';
import { cardMatches } from '../play/effects.js';

type ChooseGraveyardCard = Extract<Decision, { kind: 'chooseGraveyardCard' }>;

const GRAVEYARD_RULE = 'game-mechanics/game-mechanics-game-zones/game-zones-graveyard.md#general-rules';

function returnCard(ctx: Ctx, who: PlayerId, card: CardId, to: 'hand' | 'memory'): void {
  takeFrom(player(ctx.s, who), 'graveyard', card);
  putCard(ctx, card, to);
  logLine(ctx, `${player(ctx.s, who).name} returns ${cardDef(ctx.s, card).name} from their graveyard to their ${to}.`, who);
}

/** A targeted card (still a legal target) goes from its owner's graveyard to their hand (or memory). */
export function returnTargetedCard(ctx: Ctx, card: CardId, to: 'hand' | 'memory' = 'hand'): void {
  returnCard(ctx, ctx.s.cards[card]!.owner, card, to);
}

export function startGraveyardReturn(ctx: Ctx, who: PlayerId, filter: CardFilter, r: Resolution, to: 'hand' | 'memory' = 'hand'): 'done' | 'paused' {
  const options = player(ctx.s, who).graveyard.filter((c) => cardMatches(cardDef(ctx.s, c), filter));
  if (options.length === 0) return 'done';
  if (options.length === 1) {
    returnCard(ctx, who, options[0]!, to);
    return 'done';
  }
  ctx.s.pending = { kind: 'chooseGraveyardCard', player: who, options, resume: { ...r }, ...(to === 'memory' ? { to } : {}) };
  return 'paused';
}

export const graveyardReturnAnswers = (d: ChooseGraveyardCard): Action[] => d.options.map((card): Action => ({ type: 'chooseCard', card }));

export function answerGraveyardReturn(ctx: Ctx, who: PlayerId, d: ChooseGraveyardCard, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  if (who !== d.player || action.type !== 'chooseCard' || !d.options.includes(action.card)) {
    return { message: 'Choose one of the graveyard cards offered.', rule: GRAVEYARD_RULE };
  }
  ctx.s.pending = null;
  returnCard(ctx, who, action.card, d.to ?? 'hand');
  resume(d.resume);
  return null;
}
