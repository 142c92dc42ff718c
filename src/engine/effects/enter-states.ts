// "<Objects> enter the field rested / distant" made by a resolution for the rest of the turn
// (glossary/game-terms.md#distant; game-mechanics-abilities/abilities-static-abilities.md for "enters" replacements):
// every such object that enters this turn (of any player when `player` is absent), or (`activated`) the
// next card of the kind its player activates, which carries the rule from activation until its object is
// created. Like the enter counters of effects/enter-counters.ts.
import type { CardDef, Effect } from '../../cards/vocabulary.js';
import type { CardId, GameState, PlayerId } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { cardMatches } from '../play/effects.js';
import { nextBatchApplies, nextEntryFields } from './next-entry-states.js';

type EnterStateEffect = Extract<Effect, { op: 'enterState' }>;
export type EnterState = 'rested' | 'distant';

export function addEnterState(ctx: Ctx, controller: PlayerId, e: EnterStateEffect, def: string): void {
  ctx.s.enterStateRules = [
    ...(ctx.s.enterStateRules ?? []),
    { ...(e.everyPlayer || e.opponents ? {} : { player: controller }), state: e.state, filter: e.filter, activated: !!e.nextActivated, def, ...nextEntryFields(controller, e) },
  ];
}

/** `who` activates `card`: the next-activated rule it fits is bound to the card, and used up. */
export function bindEnterStates(s: GameState, who: PlayerId, card: CardId, def: CardDef): void {
  const rules = s.enterStateRules;
  if (!rules?.some((r) => r.activated && r.player === who)) return;
  const bound = rules.filter((r) => r.activated && r.player === who && cardMatches(def, r.filter));
  if (bound.length === 0) return;
  s.enterStateCards = [...(s.enterStateCards ?? []), ...bound.map((r) => ({ card, state: r.state }))];
  s.enterStateRules = rules.filter((r) => !bound.includes(r));
}

/** The states an object of `def` (its card `card`) enters in under `controller`'s control. */
export function statesAsEnters(s: GameState, card: CardId | null, def: CardDef, controller: PlayerId, batch?: string): EnterState[] {
  if (!s.enterStateRules?.length && !s.enterStateCards?.length) return [];
  const out: EnterState[] = [];
  for (const r of s.enterStateRules ?? []) {
    if (!r.activated && (!r.player || r.player === controller) && r.notPlayer !== controller && cardMatches(def, r.filter) && nextBatchApplies(s, r, batch)) out.push(r.state);
  }
  if (card && s.enterStateCards?.some((c) => c.card === card)) {
    for (const c of s.enterStateCards) if (c.card === card) out.push(c.state);
    s.enterStateCards = s.enterStateCards.filter((c) => c.card !== card);
  }
  return out;
}

/** Clean-up: the rules, and states still waiting for a card, last the turn. */
export function endTurnEnterStates(s: GameState): void {
  if (s.enterStateRules?.length) s.enterStateRules = s.enterStateRules.filter((r) => r.untilTurnOf !== undefined); // effects/next-entry-states.ts
  if (s.enterStateCards?.length) s.enterStateCards = [];
}
