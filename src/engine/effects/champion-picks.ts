// Cards picked as an effect resolves (chosen, not targeted: game-mechanics/game-mechanics-objects-and-targeting.md#target),
// one decision kind ('pickCard') shared by several champions' effects:
// - 'banishFromAnyGraveyard': a card from any player's graveyard is banished; if it had Floating Memory
//   for its owner (a Class Bonus restriction counts for that owner), `then` follows.
// - 'lowestToField': the material deck is revealed and one of its cheapest cards of a kind (by memory cost)
//   is put onto the field; not a materialization, so no cost is paid and no element is checked.
import type { Effect } from '../../cards/vocabulary.js';
import type { Action, CardId, Decision, PlayerId, Resolution, RuleViolation } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, floatingMemoryCards, player } from '../state/query.js';
import { putCard, takeFrom } from '../state/zones.js';
import { cardMatches } from '../play/effects.js';
import { cardMoved } from './counters.js';
import { enterSimultaneously } from './timestamps.js';

type Op = Extract<Effect, { op: 'banishFromAnyGraveyard' } | { op: 'lowestToField' }>;
type Pick = Extract<Decision, { kind: 'pickCard' }>;

const CHOOSE_RULE = 'game-mechanics/game-mechanics-objects-and-targeting.md#target';
const GRAVEYARD_RULE = 'game-mechanics/game-mechanics-game-zones/game-zones-graveyard.md#general-rules';

const memoryCost = (ctx: Ctx, card: CardId): number => {
  const c = cardDef(ctx.s, card).cost;
  return c.kind === 'memory' && typeof c.value === 'number' ? c.value : 0;
};

export function startPickCard(ctx: Ctx, r: Resolution, e: Op): 'done' | 'paused' {
  const s = ctx.s;
  const who = r.item.controller;
  let options: CardId[];
  if (e.op === 'banishFromAnyGraveyard') {
    options = s.players.flatMap((p) => p.graveyard);
  } else {
    const deck = player(s, who).materialDeck;
    logLine(ctx, `${player(s, who).name} reveals their material deck: ${deck.map((c) => cardDef(s, c).name).join(', ') || 'nothing'}.`, who);
    const fits = deck.filter((c) => cardMatches(cardDef(s, c), e.filter));
    const lowest = Math.min(...fits.map((c) => memoryCost(ctx, c)));
    options = fits.filter((c) => memoryCost(ctx, c) === lowest);
  }
  if (options.length === 0) return 'done';
  s.pending = { kind: 'pickCard', player: who, purpose: e.op, options, then: e.op === 'banishFromAnyGraveyard' ? e.ifFloatingMemory : [], resume: { ...r } };
  return 'paused';
}

export const pickCardAnswers = (d: Pick): Action[] => d.options.map((card): Action => ({ type: 'chooseCard', card }));

export function answerPickCard(ctx: Ctx, who: PlayerId, d: Pick, action: Action, resume: (r: Resolution) => void): RuleViolation | null {
  if (who !== d.player || action.type !== 'chooseCard' || !d.options.includes(action.card)) {
    return { message: 'Choose one of the cards offered.', rule: d.purpose === 'banishFromAnyGraveyard' ? GRAVEYARD_RULE : CHOOSE_RULE };
  }
  const s = ctx.s;
  const card = action.card;
  const owner = player(s, s.cards[card]!.owner);
  const def = cardDef(s, card);
  s.pending = null;
  let follow: Effect[] = [];
  if (d.purpose === 'banishFromAnyGraveyard') {
    const floating = floatingMemoryCards(s, owner.id).includes(card);
    if (takeFrom(owner, 'graveyard', card)) putCard(ctx, card, 'banishment');
    logLine(ctx, `${player(s, who).name} banishes ${def.name} from ${owner.name}'s graveyard${floating ? ' (it has Floating Memory)' : ''}.`, who);
    if (floating) follow = d.then;
  } else {
    takeFrom(owner, 'materialDeck', card);
    cardMoved(s, card);
    enterSimultaneously(ctx, [{ card, def: def.slug, controller: who, owner: owner.id }]);
    logLine(ctx, `${player(s, who).name} puts ${def.name} onto the field from their material deck.`, who);
  }
  const r = d.resume;
  resume({ ...r, effects: [...r.effects.slice(0, r.index), ...follow, ...r.effects.slice(r.index)] });
  return null;
}
