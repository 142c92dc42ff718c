// Promises about a player's next card activation this turn (of a kind):
// - 'fast': it can be activated as though it had fast activation
//   (game-mechanics/game-mechanics-miscellaneous-topics/permission.md: a permission, for that one activation);
// - 'ignoreElements': its elemental requirements are ignored
//   (general-rules/general-rules-parts-of-a-card/parts-of-a-card-element.md#parts-of-a-card-element).
// The next card of the kind the player activates this turn uses the promise up, whether or not it needed it.
import type { CardDef, CardFilter } from '../../cards/vocabulary.js';
import type { GameState, PlayerId } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { player } from '../state/query.js';
import { cardMatches } from '../play/effects.js';

export type NextActivationGrant = 'fast' | 'ignoreElements';

export function promiseNextActivation(ctx: Ctx, who: PlayerId, grant: NextActivationGrant, filter: CardFilter, def: string): void {
  const s = ctx.s;
  s.nextActivationPromises = [...(s.nextActivationPromises ?? []).filter((p) => p.turn === s.turn), { player: who, turn: s.turn, grant, filter, def }];
  logLine(ctx, grant === 'fast'
    ? `${player(s, who).name} may activate their next such card this turn as though it had fast activation.`
    : `${player(s, who).name} ignores the elemental requirements of the next such card they activate this turn.`, who);
}

/** Does a promise of this kind cover `who` activating `def` now? */
export function nextActivationGrants(s: GameState, who: PlayerId, def: CardDef, grant: NextActivationGrant): boolean {
  return (s.nextActivationPromises ?? []).some((p) => p.turn === s.turn && p.player === who && p.grant === grant && cardMatches(def, p.filter));
}

/** `who` activates `def`: the promises it fits are used up (and the stale ones dropped). */
export function useNextActivationPromises(s: GameState, who: PlayerId, def: CardDef): void {
  if (!s.nextActivationPromises?.length) return;
  const left = s.nextActivationPromises.filter((p) => p.turn === s.turn && !(p.player === who && cardMatches(def, p.filter)));
  if (left.length > 0) s.nextActivationPromises = left;
  else delete s.nextActivationPromises;
}
