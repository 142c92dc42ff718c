// Numbers the DTR cards count for a player (game-mechanics/game-mechanics-counters.md#omen: omens are banished cards
// carrying omen counters; glossary/game-terms.md#ephemeral): their ephemeral objects,
// their omens and the reserve costs among them, and the different reserve costs among objects they
// control (Cardistry's "each Suited object you control with different reserve costs"). A card or
// object without a numeric reserve cost has no reserve cost to count (parts-of-a-card-cost.md).
import { highestOpponentInfluence, influenceOf } from './influence.js';
import type { CardDef, Tally } from '../../cards/vocabulary.js';
import type { GameState, PlayerId } from '../types.js';
import { cardDef, championLevel, objDef, player } from '../state/query.js';
import { cardMatches } from '../play/effects.js';

function reserveCost(def: CardDef): number | null {
  return def.cost.kind === 'reserve' && typeof def.cost.value === 'number' ? def.cost.value : null;
}

/** The omens of `who`: cards in their banishment with at least one omen counter. */
function omenDefs(s: GameState, who: PlayerId): CardDef[] {
  return player(s, who).banishment.filter((card) => (s.cardCounters?.[card]?.omen ?? 0) > 0).map((card) => cardDef(s, card));
}

function omenCosts(s: GameState, who: PlayerId): number[] {
  return omenDefs(s, who).flatMap((d) => {
    const c = reserveCost(d);
    return c === null ? [] : [c];
  });
}

/** The tally for `who` now. */
export function tally(s: GameState, who: PlayerId, t: Tally): number {
  switch (t.of) {
    case 'ephemeralObjects':
      return s.field.filter((id) => s.objects[id]!.controller === who && !!s.objects[id]!.ephemeral).length;
    case 'omens':
      return omenDefs(s, who).filter((d) => !t.filter || cardMatches(d, t.filter)).length;
    case 'omenReserveCosts':
      return new Set(omenCosts(s, who)).size;
    case 'omenTotalReserveCost':
      return omenCosts(s, who).reduce((a, b) => a + b, 0);
    case 'omenLowestReserveCost': {
      const costs = omenCosts(s, who);
      return costs.length === 0 ? 0 : Math.min(...costs);
    }
    case 'omenSharedReserveCost': {
      const counts = new Map<number, number>();
      for (const c of omenCosts(s, who)) counts.set(c, (counts.get(c) ?? 0) + 1);
      return Math.max(0, ...counts.values());
    }
    case 'omenHighestPower':
      return Math.max(0, ...omenDefs(s, who).map((d) => d.power ?? 0));
    case 'graveyard':
      return player(s, who).graveyard.filter((card) => !t.filter || cardMatches(cardDef(s, card), t.filter)).length;
    case 'championLevel':
      return championLevel(s, who);
    case 'influence': // effects/influence.ts
      return influenceOf(s, who);
    case 'highestOpponentInfluence':
      return highestOpponentInfluence(s, who);
    case 'activatedThisTurn': { // play/activation.ts records each card activated this turn, once it is activated
      const mine = (s.activationsThisTurn ?? []).filter((a) => a.player === who && !!s.defs[a.def] && cardMatches(s.defs[a.def]!, t.filter));
      const own = t.otherThan !== undefined && mine.some((a) => a.def === t.otherThan) ? 1 : 0;
      return mine.length - own;
    }
    case 'objectReserveCosts': {
      const costOf = (def: CardDef): number[] => { const c = reserveCost(def); return c !== null && cardMatches(def, t.filter) ? [c] : []; };
      const onField = s.field.flatMap((id) => (s.objects[id]!.controller === who ? costOf(objDef(s, s.objects[id]!)) : []));
      // "among objects you control and cards in your graveyard": one set of costs for both.
      const inGraveyard = t.andGraveyard ? player(s, who).graveyard.flatMap((c) => costOf(cardDef(s, c))) : [];
      return new Set([...onField, ...inGraveyard]).size;
    }
    case 'fieldObjects': // every player's
      return s.field.filter((id) => cardMatches(objDef(s, s.objects[id]!), t.filter)).length;
    case 'masteryCounters': // game-mechanics-mastery.md: the counters on the player's mastery
      return Math.floor((s.masteries?.[who]?.counters[t.counter] ?? 0) / (t.every ?? 1));
  }
}

/** A tally counted up to `max`. */
export function tallyUpTo(s: GameState, who: PlayerId, t: Tally, max?: number): number {
  const n = tally(s, who, t);
  return max === undefined ? n : Math.min(n, max);
}
