import type { CardDef } from '../../cards/vocabulary.js';
import type { GameState, PlayerId } from '../types.js';
import { abilitySources, cardHasKeyword, championLevel, conditionMet } from '../state/query.js';

/** The sum of every cost increase and decrease that applies to playing `def` now. */
export function costDelta(s: GameState, who: PlayerId, def: CardDef, via: 'activate' | 'materialize'): number {
  let delta = 0;
  // Efficiency: this card costs LV less, LV being your champion's level.
  if (via === 'activate' && cardHasKeyword(s, who, def, 'efficiency')) delta -= championLevel(s, who);
  // "This card costs N less": the card's own static ability, read while it is being played.
  for (const ab of def.abilities) {
    if (ab.kind === 'static' && ab.effect.kind === 'costModifier' && ab.effect.affects === 'self') {
      if (!ab.condition || conditionMet(s, who, ab.condition, undefined, [], undefined, def)) delta += ab.effect.amount;
    }
  }
  for (const id of s.field) {
    const src = s.objects[id]!;
    for (const { ability: ab, def: abDef } of abilitySources(s, src)) {
      if (ab.kind !== 'static' || ab.effect.kind !== 'costModifier') continue;
      const e = ab.effect;
      const mine = src.controller === who;
      const applies =
        (e.affects === 'championsYouMaterialize' && mine && via === 'materialize' && def.types.includes('CHAMPION')) ||
        (e.affects === 'cardsYouActivate' && mine && via === 'activate') ||
        (e.affects === 'cardsOpponentsActivate' && !mine && via === 'activate');
      if (applies && (!ab.condition || conditionMet(s, src.controller, ab.condition, src, [], undefined, s.defs[abDef]))) delta += e.amount;
    }
  }
  return delta;
}

/**
 * The cost to pay: the printed cost (X as declared), then every increase and decrease added
 * together at once, floored at 0. Modifiers change what is paid, never the printed cost.
 */
export function costToPay(s: GameState, who: PlayerId, def: CardDef, x: number, via: 'activate' | 'materialize'): number {
  if (def.cost.kind === 'none') return 0;
  const base = def.cost.value === 'X' ? x : def.cost.value;
  return Math.max(0, base + costDelta(s, who, def, via));
}

const MAX_X = 99;

/** The largest X this player could pay for with `available` cards, or -1 when even the least is too much. */
export function maxX(s: GameState, who: PlayerId, def: CardDef, via: 'activate' | 'materialize', available: number): number {
  if (def.cost.kind === 'none') return 0;
  const delta = costDelta(s, who, def, via);
  if (def.cost.value !== 'X') return Math.max(0, def.cost.value + delta) <= available ? 0 : -1;
  if (Math.max(0, delta) > available) return -1;
  return Math.min(MAX_X, Math.max(0, available - delta));
}
