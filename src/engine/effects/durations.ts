// Effects that last "until the beginning of your next turn"
// (types-of-effects-continuous-effects/README.md#general-rules: an effect lasts as long as the text
// creating it says; game-mechanics-abilities/README.md#general-rules: abilities make effects for a
// stated duration).
//
// The rules name this duration on cards but do not define its moment beyond the words themselves.
// The engine reads it as: the effect ends as the next turn of the effect's controller begins, before
// anything of that turn happens (before its Wake Up phase, or before the phase a first turn starts
// in). So it lasts through the end of the current turn and through every other player's turn.
// "Your" is the controller of the effect: the player who controlled the activation or ability
// that created it. An effect saved without a controller (older states) never ends this way.
//
// Effects "until end of turn" end in the clean-up of the end phase (flow/phases.ts, and the
// expire* functions of each effect kind); this module only handles the other boundary.

import type { Duration } from '../../cards/vocabulary.js';
import type { GameState, PlayerId } from '../types.js';
import { endAttackTaxesAtTurnStart } from './attack-tax.js';
import { nextTurnEndsThisTurn } from './next-turn-end.js';
import { endEnterStatesAtTurnStart } from './next-entry-states.js';
import { startNextTurnAttackBonuses } from './attack-bonuses.js';

const endsNow = (duration: Duration, controller: PlayerId | undefined, starting: PlayerId) =>
  duration === 'untilYourNextTurn' && controller === starting;

/**
 * A turn of `starting` begins: every effect, keyword grant, prevention and leaving replacement
 * that lasts until the beginning of that player's next turn ends. Arrays are replaced, never edited.
 */
export function endEffectsAtTurnStart(s: GameState, starting: PlayerId): void {
  const drop = <A extends readonly { duration: Duration; controller?: PlayerId }[]>(xs: A): A => {
    const kept = xs.filter((x) => !endsNow(x.duration, x.controller, starting));
    return kept.length === xs.length ? xs : (kept as unknown as A);
  };
  nextTurnEndsThisTurn(s, starting); // effects/next-turn-end.ts: "until the end of your next turn"
  s.effects = drop(s.effects);
  s.keywordGrants = drop(s.keywordGrants);
  if (s.characteristicEffects) s.characteristicEffects = drop(s.characteristicEffects);
  if (s.permissionEffects) s.permissionEffects = drop(s.permissionEffects);
  if (s.preventions) s.preventions = drop(s.preventions);
  if (s.replacements) s.replacements = drop(s.replacements);
  if (s.materializeSurcharges) s.materializeSurcharges = drop(s.materializeSurcharges); // effects/materialize-surcharge.ts
  endAttackTaxesAtTurnStart(s, starting); // effects/attack-tax.ts
  endEnterStatesAtTurnStart(s, starting); // effects/next-entry-states.ts
  startNextTurnAttackBonuses(s, starting); // effects/attack-bonuses.ts
}
