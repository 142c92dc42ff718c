// "Until the end of your next turn": an effect that lasts through the rest of this turn, every other player's
// turn, and the whole next turn of the effect's controller (the duration is what the text says:
// game-mechanics/game-mechanics-types-of-effects/types-of-effects-continuous-effects/README.md#general-rules).
// As that next turn begins (effects/durations.ts), the effect becomes one lasting until end of turn, so it ends
// in that turn's clean-up with the others (flow/phases.ts). An effect made during its controller's own turn
// waits for the following one. "Your" is the controller of the effect (its `controller`).
import type { Duration } from '../../cards/vocabulary.js';
import type { GameState, PlayerId } from '../types.js';

type Lasting = { duration: Duration; controller?: PlayerId };

function convert<A extends readonly Lasting[]>(xs: A, starting: PlayerId): A {
  if (!xs.some((x) => x.duration === 'untilEndOfYourNextTurn' && x.controller === starting)) return xs;
  return xs.map((x) => (x.duration === 'untilEndOfYourNextTurn' && x.controller === starting ? { ...x, duration: 'untilEndOfTurn' as const } : x)) as unknown as A;
}

/** A turn of `starting` begins: their "until the end of your next turn" effects now end with this turn. */
export function nextTurnEndsThisTurn(s: GameState, starting: PlayerId): void {
  s.effects = convert(s.effects, starting);
  s.keywordGrants = convert(s.keywordGrants, starting);
  if (s.characteristicEffects) s.characteristicEffects = convert(s.characteristicEffects, starting);
  if (s.permissionEffects) s.permissionEffects = convert(s.permissionEffects, starting);
  if (s.preventions) s.preventions = convert(s.preventions, starting);
  if (s.replacements) s.replacements = convert(s.replacements, starting);
}
