// "<Objects> enter the field with an additional <counter> on them" made by a resolution for the rest of the
// turn (game-mechanics/game-mechanics-counters.md#general-rules): either every such object that enters under
// its player's control, or (`activated`) only cards of the kind that player activates, and (`next`) only the
// next one. An activated card takes the extra counters when it is activated; they are put on it as its
// object is created, so that it enters with them.
import type { CardDef, CounterKind, Effect } from '../../cards/vocabulary.js';
import type { CardId, GameState, PlayerId } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { cardMatches } from '../play/effects.js';
import { abilitySources, championOf, conditionMet } from '../state/query.js';

type EnterCountersEffect = Extract<Effect, { op: 'enterCounters' }>;

export function addEnterCounters(ctx: Ctx, controller: PlayerId, e: EnterCountersEffect, def: string): void {
  ctx.s.enterCounterRules = [
    ...(ctx.s.enterCounterRules ?? []),
    { player: controller, counter: e.counter, count: e.count, filter: e.filter, next: !!e.next, activated: !!e.activated, def, ...(e.anyController ? { anyController: true } : {}) },
  ];
}

/** `who` activates `card` (of `def`): the activation rules it fits are bound to the card; "next" ones are used up. */
export function bindEnterCounters(s: GameState, who: PlayerId, card: CardId, def: CardDef): void {
  const rules = s.enterCounterRules;
  if (!rules?.some((r) => r.activated && r.player === who)) return;
  const bound = rules.filter((r) => r.activated && r.player === who && cardMatches(def, r.filter));
  if (bound.length === 0) return;
  s.enterCounterCards = [...(s.enterCounterCards ?? []), ...bound.map((r) => ({ card, counter: r.counter, count: r.count }))];
  s.enterCounterRules = rules.filter((r) => !(r.next && bound.includes(r)));
}

/** The extra counters an object of `def` (its card `card`) gets as it enters under `controller`'s control. */
export function extraCountersAsEnters(s: GameState, card: CardId | null, def: CardDef, controller: PlayerId): Partial<Record<CounterKind, number>> {
  const out: Partial<Record<CounterKind, number>> = {};
  const add = (counter: CounterKind, n: number) => { out[counter] = (out[counter] ?? 0) + n; };
  // "It enters with X counters, X being the damage counters on your champion" (Tome of Abyssal Heaven).
  for (const ab of def.abilities) {
    if (ab.kind === 'static' && ab.effect.kind === 'entersWithChampionDamage') add(ab.effect.counter, championOf(s, controller)?.damage ?? 0);
    if (ab.kind === 'static' && ab.effect.kind === 'entersWithCounters') add(ab.effect.counter, ab.effect.count); // it enters with N such counters
  }
  // "Objects your opponents control enter with an additional … counter": statics of the objects on the field.
  for (const id of s.field) {
    const o = s.objects[id]!;
    if (o.controller === controller) continue;
    for (const { ability: ab, def: abDef } of abilitySources(s, o)) {
      if (ab.kind !== 'static' || ab.effect.kind !== 'opponentsObjectsEnterWithCounters') continue;
      if (ab.condition && !conditionMet(s, o.controller, ab.condition, o, [], undefined, s.defs[abDef])) continue;
      add(ab.effect.counter, ab.effect.count);
    }
  }
  if (!s.enterCounterRules?.length && !s.enterCounterCards?.length) return out;
  for (const r of s.enterCounterRules ?? []) if (!r.activated && (r.anyController || r.player === controller) && cardMatches(def, r.filter)) add(r.counter, r.count);
  if (card && s.enterCounterCards?.some((c) => c.card === card)) {
    for (const c of s.enterCounterCards) if (c.card === card) add(c.counter, c.count);
    s.enterCounterCards = s.enterCounterCards.filter((c) => c.card !== card);
  }
  return out;
}

/** Clean-up: the rules, and extra counters still waiting for a card, last the turn. */
export function endTurnEnterCounters(s: GameState): void {
  if (s.enterCounterRules?.length) s.enterCounterRules = [];
  if (s.enterCounterCards?.length) s.enterCounterCards = [];
}
