// Activating the abilities of gained boons (general-rules/general-rules-card-types/card-types-boons.md#general-rules,
// game-mechanics/game-mechanics-abilities/abilities-activated-abilities.md). A gained boon stays in the
// Pantheon zone and is no object: its activated abilities are its player's, activated from that zone
// like an object's (Opportunity, speed, restrictions, targets, reserve cost), with no source object on
// the stack. Their "only N times" limits and the costs that grow with each use are counted per boon for
// the whole game (its Pantheon entry's `uses`).
import type { Ability } from '../../cards/vocabulary.js';
import type { Action, CardId, GameState, PlayerId, RuleViolation, StackItem } from '../types.js';
import { RULES } from '../rules-refs.js';
import { cardDef, championOf, conditionMet, player } from '../state/query.js';
import { mutObj } from '../state/clone.js';
import { championCountersBanned } from './counter-cost-bans.js';
import { awakeReservables, slowTimingOk } from '../play/activation.js';
import { targetsAvailable } from '../play/targets.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { boonAbilityUses, entryOf, isGained, noteBoonAbilityUse } from './boon-abilities.js';

type Activated = Extract<Ability, { kind: 'activated' }>;

/** The reserve cost of a boon's activated ability now: printed, plus its per-use increase, less its per-object reduction. */
export function boonAbilityCost(s: GameState, who: PlayerId, card: CardId, index: number): number {
  const ab = cardDef(s, card).abilities[index];
  if (!ab || ab.kind !== 'activated') return 0;
  let cost = ab.costs.reduce((n, c) => n + (c.kind === 'reserve' ? c.value : 0), 0);
  if (ab.boon?.costPerUse) cost += ab.boon.costPerUse * boonAbilityUses(s, who, card, index);
  const per = ab.boon?.costLessPer;
  if (per) cost -= s.field.filter((id) => s.objects[id]!.controller === who && s.defs[s.objects[id]!.def]!.types.includes(per)).length;
  return Math.max(0, cost);
}

function limitLeft(s: GameState, who: PlayerId, card: CardId, index: number, ab: Activated): boolean {
  if (ab.limit === 'oncePerTurn' && entryOf(s, who, card)?.lastTurn?.[String(index)] === s.turn) return false;
  const times = ab.boon?.times ?? (ab.limit === 'once' ? 1 : undefined);
  return times === undefined || boonAbilityUses(s, who, card, index) < times;
}

/** Why `who` can't activate this ability of their boon now, or null when they can. */
export function boonAbilityProblem(s: GameState, who: PlayerId, card: CardId, index: number): RuleViolation | null {
  const entry = entryOf(s, who, card);
  if (!entry || !isGained(entry)) return { message: 'Only the abilities of a boon you have gained can be activated.', rule: RULES.boons };
  const def = cardDef(s, card);
  const ab = def.abilities[index];
  if (!ab || ab.kind !== 'activated') return { message: 'That boon has no such activated ability.', rule: RULES.activatedAbilities };
  if (!s.opportunity || s.players[s.opportunity.player]!.id !== who || s.pending) return { message: 'You do not have Opportunity.', rule: RULES.opportunity };
  if (ab.speed === 'slow' && !slowTimingOk(s, who)) return { message: 'That ability is slow.', rule: RULES.timing };
  if (ab.condition && !conditionMet(s, who, ab.condition, undefined, [], undefined, def)) return { message: 'Its restriction is not met.', rule: RULES.restrictions };
  if (!limitLeft(s, who, card, index, ab)) return { message: 'That ability has been activated as many times as it may be.', rule: RULES.abilityTracking };
  for (const c of ab.costs) {
    if (c.kind === 'removeChampionCounters') { // "remove N [kind] counters from your champion"
      if ((championOf(s, who)?.counters[c.counter] ?? 0) < c.count || championCountersBanned(s, who, c.counter)) return { message: `Your champion lacks the ${c.counter} counters to pay.`, rule: RULES.cost };
      continue;
    }
    if (c.kind !== 'reserve') return { message: 'That cost cannot be paid from the Pantheon zone.', rule: RULES.cost };
  }
  if (player(s, who).hand.length + awakeReservables(s, who) < boonAbilityCost(s, who, card, index)) return { message: 'You cannot pay the reserve cost.', rule: RULES.cost };
  if (!targetsAvailable(s, who, ab.targets, undefined, { def })) return { message: 'That ability has no legal target.', rule: RULES.targeting };
  return null;
}

/** Every boon ability `who` may activate now (hook: legal.ts). */
export function boonAbilityOptions(s: GameState, who: PlayerId): Action[] {
  const out: Action[] = [];
  for (const b of player(s, who).pantheon ?? []) {
    if (!isGained(b)) continue;
    cardDef(s, b.card).abilities.forEach((ab, index) => {
      if (ab.kind === 'activated' && !boonAbilityProblem(s, who, b.card, index)) out.push({ type: 'activateBoonAbility', card: b.card, index });
    });
  }
  return out;
}

/** The costs are paid: the ability goes on the stack with no source object (hook: activation.ts commitDraft). */
export function boonAbilityItem(ctx: Ctx, who: PlayerId, card: CardId, index: number, base: Omit<StackItem, 'kind' | 'def'>): StackItem {
  const def = cardDef(ctx.s, card);
  noteBoonAbilityUse(ctx.s, who, card, index);
  const ab = def.abilities[index];
  for (const c of ab?.kind === 'activated' ? ab.costs : []) {
    if (c.kind !== 'removeChampionCounters') continue;
    const champ = mutObj(ctx.s, championOf(ctx.s, who)!.id);
    champ.counters[c.counter] = (champ.counters[c.counter] ?? 0) - c.count;
  }
  logLine(ctx, `${player(ctx.s, who).name} activates an ability of ${def.name}.`, who);
  return { ...base, kind: 'ability', def: def.slug, abilityIndex: index };
}
