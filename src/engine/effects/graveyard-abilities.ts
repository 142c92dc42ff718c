// Activated abilities that function from the graveyard (game-mechanics/game-mechanics-abilities/README.md#general-rules:
// an ability may name the zone it works in, and then works only there): "(2), Banish this card from your graveyard: …".
// The card's owner activates it from their graveyard like an object's ability (Opportunity, speed, restrictions,
// targets, reserve cost), the card being the source; banishing the card is part of the cost, paid with the reserve.
// On the stack the ability has no source object, as a boon's (the draft runs as a 'boon' source with `graveyard`).
// Such an ability does nothing on the field, and a graveyard whose cards lose their abilities (Phantasmagoria) has none.
import type { Ability } from '../../cards/vocabulary.js';
import type { Action, CardId, GameState, PlayerId, RuleViolation, StackItem } from '../types.js';
import { RULES } from '../rules-refs.js';
import { cardDef, conditionMet, player } from '../state/query.js';
import { awakeReservables, slowTimingOk } from '../play/activation.js';
import { targetsAvailable } from '../play/targets.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { putCard, takeFrom } from '../state/zones.js';
import { graveyardCardLostAbilities } from './mastery.js';

type Activated = Extract<Ability, { kind: 'activated' }>;
const ZONE_RULE = RULES.abilities;

export const isGraveyardAbility = (ab: Ability | undefined): boolean => ab?.kind === 'activated' && !!ab.fromGraveyard;

function reserveOf(ab: Activated): number {
  return ab.costs.reduce((n, c) => n + (c.kind === 'reserve' ? c.value : 0), 0);
}

/** Why `who` can't activate this graveyard ability of `card` now, or null when they can. */
export function graveyardAbilityProblem(s: GameState, who: PlayerId, card: CardId, index: number): RuleViolation | null {
  const p = player(s, who);
  if (!p.graveyard.includes(card) || s.cards[card]?.owner !== who) return { message: 'Only cards in your own graveyard can use such an ability.', rule: ZONE_RULE };
  const def = cardDef(s, card);
  const ab = def.abilities[index];
  if (!ab || ab.kind !== 'activated' || !ab.fromGraveyard) return { message: 'That card has no such ability in the graveyard.', rule: ZONE_RULE };
  if (graveyardCardLostAbilities(s, who, def)) return { message: 'The cards of your graveyard have no abilities.', rule: ZONE_RULE };
  if (!s.opportunity || s.players[s.opportunity.player]!.id !== who || s.pending) return { message: 'You do not have Opportunity.', rule: RULES.opportunity };
  if (ab.speed === 'slow' && !slowTimingOk(s, who)) return { message: 'That ability is slow.', rule: RULES.timing };
  if (ab.condition && !conditionMet(s, who, ab.condition, undefined, [], undefined, def)) return { message: 'Its restriction is not met.', rule: RULES.restrictions };
  if (ab.costs.some((c) => c.kind !== 'reserve' && c.kind !== 'banishSelf')) return { message: 'That cost cannot be paid from the graveyard.', rule: RULES.cost };
  if (p.hand.length + awakeReservables(s, who) < reserveOf(ab)) return { message: 'You cannot pay the reserve cost.', rule: RULES.cost };
  if (!targetsAvailable(s, who, ab.targets, undefined, { def })) return { message: 'That ability has no legal target.', rule: RULES.targeting };
  return null;
}

/** Every graveyard ability `who` may activate now (hook: legal.ts). */
export function graveyardAbilityOptions(s: GameState, who: PlayerId): Action[] {
  const out: Action[] = [];
  for (const card of player(s, who).graveyard) {
    cardDef(s, card).abilities.forEach((ab, index) => {
      if (ab.kind === 'activated' && ab.fromGraveyard && !graveyardAbilityProblem(s, who, card, index)) out.push({ type: 'activateGraveyardAbility', card, index });
    });
  }
  return out;
}

/** Its reserve cost (hook: the boon-source branch of activation.ts computeCosts). */
export function graveyardAbilityCost(s: GameState, card: CardId, index: number): number {
  const ab = cardDef(s, card).abilities[index];
  return ab && ab.kind === 'activated' ? reserveOf(ab) : 0;
}

/** The costs are paid: the card is banished if its cost says so, and the ability goes on the stack (hook: activation.ts commitDraft). */
export function graveyardAbilityItem(ctx: Ctx, who: PlayerId, card: CardId, index: number, base: Omit<StackItem, 'kind' | 'def'>): StackItem {
  const def = cardDef(ctx.s, card);
  const ab = def.abilities[index];
  const p = player(ctx.s, who);
  if (ab?.kind === 'activated' && ab.costs.some((c) => c.kind === 'banishSelf') && takeFrom(p, 'graveyard', card)) putCard(ctx, card, 'banishment');
  logLine(ctx, `${p.name} activates an ability of ${def.name} from their graveyard.`, who);
  return { ...base, kind: 'ability', def: def.slug, abilityIndex: index };
}
