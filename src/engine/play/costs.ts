import type { Ability, CardDef, StaticEffect } from '../../cards/vocabulary.js';
import { countFor } from '../effects/counting.js';
import type { GameState, ObjectState, PlayerId } from '../types.js';
import { abilitySources, BUILTIN_ABILITIES, cardHasKeyword, championLevel, conditionMet, memoHere, objDef, type AbilityRef } from '../state/query.js';
import { activationLevelBonus, aeneanCount } from './activation-keywords.js';
import { defMemo } from '../state/def-memo.js';
import { filteredCostDelta } from '../effects/cleric-ops.js';
import { costChangeDelta } from '../effects/cost-changes.js';
import { materializeSurchargeDelta } from '../effects/materialize-surcharge.js';
import { cardMatches } from './effects.js';
import { tallyUpTo } from '../effects/tallies.js';
import { targetCostDelta } from '../effects/target-costs.js';

/**
 * How a card is being paid for: an alternative base cost (Ephemerate, Starcalling), or Brew (modifiers ignored);
 * `targets`: the objects its declared targets name (effects/target-costs.ts), absent before they are declared.
 */
export interface CostOptions { base?: number; brew?: boolean; targets?: (ObjectState | undefined)[] }

/** The sum of every cost increase and decrease that applies to playing `def` now. */
export function costDelta(s: GameState, who: PlayerId, def: CardDef, via: 'activate' | 'materialize' | 'bestow', targets?: (ObjectState | undefined)[]): number {
  let delta = 0;
  // Efficiency: this card costs LV less, LV being your champion's level (as if higher when empowered
  // or under Elysian Aura: those apply while the card is activated too).
  if (via === 'activate' && cardHasKeyword(s, who, def, 'efficiency')) delta -= championLevel(s, who) + activationLevelBonus(s, who, def);
  // Aenean Progression: 2 more for each card with it this player has resolved this game.
  if (via === 'activate' && cardHasKeyword(s, who, def, 'aeneanProgression')) delta += 2 * aeneanCount(s, who);
  // "This card costs N less": the card's own static ability, read while it is being played.
  for (const ab of def.abilities) {
    if (ab.kind === 'static' && ab.effect.kind === 'costModifier' && ab.effect.affects === 'self' && !ab.effect.onTargets) {
      if (!ab.condition || conditionMet(s, who, ab.condition, undefined, [], undefined, def)) {
        const per = ab.effect.perTally; // "for each of up to N …" (effects/tallies.ts)
        delta += ab.effect.amount * (per ? tallyUpTo(s, who, per.tally, per.max) : selfCostTimes(s, who, ab.effect));
      }
    }
  }
  for (const { src, ability: ab, def: abDef } of fieldCostModifiers(s)) {
    if (ab.kind !== 'static' || ab.effect.kind !== 'costModifier') continue;
    const e = ab.effect;
    const mine = src.controller === who;
    const applies =
      (e.affects === 'championsYouMaterialize' && mine && via === 'materialize' && def.types.includes('CHAMPION')) ||
      (e.affects === 'cardsYouActivate' && mine && via === 'activate') ||
      (e.affects === 'cardsOpponentsActivate' && !mine && via === 'activate');
    const fits = !e.only || ((!e.only.type || def.types.includes(e.only.type)) && (!e.only.subtype || def.subtypes.includes(e.only.subtype))
      && (!e.only.class || def.classes.includes(e.only.class)));
    if (applies && fits && (!ab.condition || conditionMet(s, src.controller, ab.condition, src, [], undefined, s.defs[abDef]))) delta += e.amount;
  }
  delta += targetCostDelta(s, who, def, targets); // "costs N more if it targets …" (effects/target-costs.ts)
  if (via === 'activate') delta += filteredCostDelta(s, who, def); // effects/cleric-ops.ts
  if (via === 'materialize' && s.materializeSurcharges) delta += materializeSurchargeDelta(s, who); // effects/materialize-surcharge.ts
  return delta + costChangeDelta(s, who, def, via); // this turn's changes made by resolutions
}

/** How many times a card's own "costs N less for each …" applies (once without a "for each"). */
function selfCostTimes(s: GameState, who: PlayerId, e: Extract<StaticEffect, { kind: 'costModifier' }>): number {
  const per = e.perControlled; // "for each … you control": the count as it is being played
  if (per) return s.field.filter((id) => s.objects[id]!.controller === who && cardMatches(objDef(s, s.objects[id]!), per)).length;
  if (!e.per && e.perGraveyardAtLeast === undefined) return 1;
  let n = (e.per ?? []).reduce((k, c) => k + countFor(s, who, c), 0);
  if (e.perGraveyardAtLeast !== undefined) n += s.players.filter((p) => !p.lost && p.graveyard.length >= e.perGraveyardAtLeast!).length;
  return n;
}

/** The cost-modifying static abilities of objects on the field, with their objects (conditions not yet checked). */
function fieldCostModifiers(s: GameState): (AbilityRef & { src: ObjectState })[] {
  const memo = memoHere(s);
  const hit = memo?.get('costModifiers') as (AbilityRef & { src: ObjectState })[] | undefined;
  if (hit) return hit;
  const out: (AbilityRef & { src: ObjectState })[] = [];
  for (const id of s.field) {
    const src = s.objects[id]!;
    if (!mayModifyCosts(s, src)) continue; // most objects have no cost modifier: skip listing their abilities
    for (const ref of abilitySources(s, src)) if (isCostModifier(ref.ability)) out.push({ ...ref, src });
  }
  memo?.set('costModifiers', out);
  return out;
}

const isCostModifier = (ab: Ability) => ab.kind === 'static' && ab.effect.kind === 'costModifier';
/**
 * Should an ability the rules grant ever modify costs, every object must be looked at. Worked out
 * on first use, not at load time: query.ts and this module import each other.
 */
let builtinCostModifier: boolean | undefined;

/**
 * Can this object have a cost-modifying static ability? Only through its card or a card of its
 * lineage (abilitySources lists nothing else that could be one), so a per-definition flag answers.
 */
export function mayModifyCosts(s: GameState, o: ObjectState): boolean {
  builtinCostModifier ??= Object.values(BUILTIN_ABILITIES).some(isCostModifier);
  if (builtinCostModifier) return true;
  if (defModifiesCosts(s.defs[o.def]!)) return true;
  for (const card of o.lineage) if (defModifiesCosts(s.defs[s.cards[card]!.def]!)) return true;
  return false;
}

const defModifiesCosts = defMemo(Symbol('modifiesCosts'), (def: CardDef): boolean => def.abilities.some(isCostModifier));

/**
 * The cost to pay: the printed cost (X as declared) or an alternative cost, then every increase
 * and decrease added together at once, floored at 0. Modifiers change what is paid, never the
 * printed cost. Brewing pays no reserve cost at all, whatever modifies it.
 */
export function costToPay(s: GameState, who: PlayerId, def: CardDef, x: number, via: 'activate' | 'materialize' | 'bestow', opts: CostOptions = {}): number {
  if (def.cost.kind === 'none' || opts.brew) return 0;
  const base = opts.base ?? (def.cost.value === 'X' ? x : def.cost.value);
  return Math.max(0, base + costDelta(s, who, def, via, opts.targets));
}

const MAX_X = 99;

/** The largest X this player could pay for with `available` cards, or -1 when even the least is too much. */
export function maxX(s: GameState, who: PlayerId, def: CardDef, via: 'activate' | 'materialize' | 'bestow', available: number, opts: CostOptions = {}): number {
  if (def.cost.kind === 'none' || opts.brew) return 0;
  const delta = costDelta(s, who, def, via, opts.targets);
  if (opts.base !== undefined) return Math.max(0, opts.base + delta) <= available ? 0 : -1;
  if (def.cost.value !== 'X') return Math.max(0, def.cost.value + delta) <= available ? 0 : -1;
  if (Math.max(0, delta) > available) return -1;
  return Math.min(MAX_X, Math.max(0, available - delta));
}
