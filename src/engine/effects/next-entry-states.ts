// Two kinds of "enter the field rested" rules made by a resolution (effects/enter-states.ts keeps them):
// "the next time one or more [objects] would enter the field this turn, they enter rested instead": a
// replacement used up by the first batch of such objects entering together (each effect is its own batch of
// events: play/effects.ts), whoever controls them; and "until the beginning of your next turn, [objects] your
// opponents control enter the field rested", which outlasts the turn and ends as its controller's next turn
// begins (effects/durations.ts). Replacement effects: game-mechanics/game-mechanics-types-of-effects/types-of-effects-replacement-effects.md.
import type { Effect } from '../../cards/vocabulary.js';
import type { GameState, PlayerId } from '../types.js';

type EnterStateEffect = Extract<Effect, { op: 'enterState' }>;
type Rule = NonNullable<GameState['enterStateRules']>[number];

/** The fields of a new rule for these options. */
export function nextEntryFields(controller: PlayerId, e: EnterStateEffect): Partial<Rule> {
  return {
    ...(e.opponents ? { notPlayer: controller } : {}),
    ...(e.nextBatch ? { nextBatch: true as const } : {}),
    ...(e.duration === 'untilYourNextTurn' ? { untilTurnOf: controller } : {}),
  };
}

/**
 * Does a rule apply to an object of this batch? A next-batch rule is taken by the first batch that asks
 * and applies to that batch only; asked by a later batch, it is used up and removed.
 */
export function nextBatchApplies(s: GameState, r: Rule, batch: string | undefined): boolean {
  if (!r.nextBatch) return true;
  if (r.batch === undefined) {
    s.enterStateRules = (s.enterStateRules ?? []).map((x) => (x === r ? { ...x, batch: batch ?? 'unknown' } : x));
    return true;
  }
  if (r.batch === batch) return true;
  s.enterStateRules = (s.enterStateRules ?? []).filter((x) => x !== r);
  return false;
}

/** A turn of `starting` begins: their rules lasting until then end. */
export function endEnterStatesAtTurnStart(s: GameState, starting: PlayerId): void {
  if (s.enterStateRules?.some((r) => r.untilTurnOf === starting)) s.enterStateRules = s.enterStateRules.filter((r) => r.untilTurnOf !== starting);
}
