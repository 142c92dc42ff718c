// "X, where X is the amount of …": the number is taken once, as the effect resolves, and does not
// follow later changes (playing-cards-resolution.md#general-rules). An ability whose source has left
// counts that source's counters as it last was on the field
// (game-mechanics-card-and-object-information.md#last-known-information).
import { targetOwnerInfluenceGap } from './influence.js';
import type { AmountSource, CardFilter, Effect } from '../../cards/vocabulary.js';
import type { GameState, StackItem } from '../types.js';
import { baseChampionLevel, cardDef, championLevel, championOf, currentStat, objDef } from '../state/query.js';
import { cardMatches } from '../play/effects.js';
import { countFor } from './counting.js';
import { tallyUpTo } from './tallies.js';
import { playerAmount } from './player-amounts.js';
import { eventObjectDamage } from './banish-cost.js';

/** Cards in the current attack's intent like this (none outside combat). */
export function intentCount(s: GameState, filter: CardFilter): number {
  return (s.combat?.intent ?? []).filter((card) => cardMatches(cardDef(s, card), filter)).length;
}

/** X as the effect resolves. */
export function amountOf(s: GameState, item: StackItem, x: AmountSource): number {
  switch (x.of) {
    case 'selfLoaded': { // the cards loaded into the source object now, like the filter (glossary/game-terms.md#loaded)
      const o = item.source ? s.objects[item.source] : undefined;
      return (o?.loaded ?? []).filter((c) => !x.filter || cardMatches(cardDef(s, c), x.filter)).length;
    }
    case 'defendersCounters': { // every defending unit of the combat (combat-phase-attacking-and-the-combat-phase.md)
      const c = s.combat;
      const ids = c ? [...new Set([c.defender, ...(c.defenders ?? []).map((d) => d.id)])] : [];
      return ids.reduce((n, id) => n + ((id && s.objects[id]?.counters[x.counter]) || 0), 0);
    }
    case 'selfPower': { // the source's power now, or as it last was on the field
      const o = item.source ? s.objects[item.source] : undefined;
      return o ? currentStat(s, o, 'power') ?? 0 : item.lki?.power ?? 0;
    }
    case 'selfCounters': {
      const o = item.source ? s.objects[item.source] : undefined;
      return (o ? o.counters[x.counter] : item.lki?.counters?.[x.counter]) ?? 0;
    }
    case 'targetCounters': {
      const t = item.targets[x.index];
      const o = t?.kind === 'object' ? s.objects[t.id] : undefined;
      // Damage counters are the object's damage (game-mechanics-counters.md#damage), as in the condition of this name.
      return (x.counter === 'damage' ? o?.damage : o?.counters[x.counter]) ?? 0;
    }
    case 'targetReserveCost': {
      const t = item.targets[x.index];
      const o = t?.kind === 'object' ? s.objects[t.id] : undefined;
      const cost = o ? objDef(s, o).cost : undefined;
      return cost?.kind === 'reserve' && typeof cost.value === 'number' ? cost.value : 0;
    }
    case 'controlled':
      return s.field.filter((id) => s.objects[id]!.controller === item.controller && !(x.other && id === item.source) && cardMatches(objDef(s, s.objects[id]!), x.filter)).length;
    case 'eventAmount':
      return item.x;
    case 'intent':
      return intentCount(s, x.filter);
    case 'x':
      return item.x;
    case 'championLevel':
      return championLevel(s, item.controller);
    case 'championDamage': // damage counters are the champion's damage (glossary/game-terms.md#damage-counters)
      return championOf(s, item.controller)?.damage ?? 0;
    case 'championBaseLevel': // the printed level of the top card (glossary/game-terms.md#level-base: printed, no modifiers), times a factor
      return (baseChampionLevel(s, item.controller) ?? 0) * (x.times ?? 1);
    case 'chosenPower':
      return (x.index === undefined ? item.chosenPower?.at(-1) : item.chosenPower?.[x.index]) ?? 0;
    case 'suppressedThisTurn': {
      const n = s.suppressesThisTurn?.[item.controller] ?? 0;
      return x.atMost === undefined ? n : Math.min(n, x.atMost);
    }
    case 'counts':
      return x.counts.reduce((n, c) => n + countFor(s, item.controller, c), 0) - (x.minus ? tallyUpTo(s, item.controller, x.minus) : 0);
    case 'eventObjectDamage': // effects/banish-cost.ts
      return eventObjectDamage(s, item, x.times);
    case 'sacrificedLife': // effects/repeated-gather.ts
      return item.sacrificedLife ?? 0;
    case 'tally': // effects/tallies.ts
      return tallyUpTo(s, item.controller, x.tally, x.max);
    case 'targetOwnerInfluenceGap': // effects/influence.ts
      return targetOwnerInfluenceGap(s, item, x.index);
    case 'handSize': case 'memorySize': case 'championCounters': case 'greatestPower': case 'alliesMoreThanYou': case 'masteryCounters': // effects/player-amounts.ts
      return playerAmount(s, item, x);
    case 'targetPlayerBaseLevel': { // glossary/game-terms.md#level-up: the printed (base) level
      const t = item.targets[x.index];
      return t?.kind === 'player' ? baseChampionLevel(s, t.id) ?? 0 : 0;
    }
  }
}

/** The plain effect a scaled one stands for, with its number worked out now. */
export function scaledEffect(s: GameState, item: StackItem, e: Extract<Effect, { op: 'scaled' }>): Effect {
  const counted = amountOf(s, item, e.x);
  const x = (e.atMost !== undefined ? Math.min(counted, e.atMost) : counted) * (e.times ?? 1); // "for each of up to N", "N times"
  const n = (e.sign ?? 1) * (e.per ? Math.floor(x / e.per) : x) + (e.plus ?? 0);
  const inner = e.effect;
  // Damage or recovery can't be negative, however low an X (such as LV) goes (glossary/game-terms.md#lv).
  if (inner.op === 'dealDamage' || inner.op === 'recover') return { ...inner, amount: Math.max(0, n) };
  if ('amount' in inner && typeof inner.amount === 'number') return { ...inner, amount: n } as Effect;
  if ('count' in inner && typeof inner.count === 'number') return { ...inner, count: Math.max(0, n) } as Effect;
  if (inner.op === 'generate') return { ...inner, count: Math.max(0, n) };
  if (inner.op === 'pickCards') return { ...inner, max: Math.max(0, n) };
  if (inner.op === 'banishFromGraveyard') return { ...inner, max: Math.max(0, n) }; // "up to X cards"
  if (inner.op === 'preventDamage' && inner.prevention.exactly !== undefined) return { ...inner, prevention: { ...inner.prevention, exactly: Math.max(0, n) } }; // "exactly X damage"
  if (inner.op === 'preventDamage') return { ...inner, prevention: { ...inner.prevention, amount: Math.max(0, n) } }; // "prevent X of that damage"
  if (inner.op === 'changeCharacteristics') return { ...inner, changes: inner.changes.map((c) => (c.kind === 'setStat' ? { ...c, value: n } : c)) };
  return inner;
}
