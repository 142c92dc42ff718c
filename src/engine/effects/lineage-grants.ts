// "For the rest of the game, [kind of] cards in lineages have [an Inherited Effect]": a game-long grant on every card of
// that kind in any champion's inner lineage, now and later (glossary/game-terms.md#inner-lineage). Each such card gives
// its champion one instance of the granted ability, read with the champion's abilities like a gained one (continuous.ts):
// "this object" is that champion, "your" its controller. Cards whose abilities are lost (lineage-ability-loss.ts) give none.
// Triggered and activated abilities are supported; a granted static stat modification is not read by the stat shortcut
// (state/query.ts mayModifyStats) and no card needs one yet.
import type { Ability, CardDef } from '../../cards/vocabulary.js';
import type { GameState, ObjectState } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { logLine } from '../flow/ctx.js';
import { cardMatches } from '../play/effects.js';
import type { Effect } from '../../cards/vocabulary.js';

type Op = Extract<Effect, { op: 'grantLineageCards' }>;

/** The grant is made (it never ends). */
export function grantLineageCards(ctx: Ctx, who: string, e: Op): void {
  ctx.s.lineageGrants = [...(ctx.s.lineageGrants ?? []), { filter: e.filter, ability: e.ability }];
  logLine(ctx, 'For the rest of the game, some lineage cards have a new Inherited Effect.', who);
}

/** The abilities the grants give this inner lineage card of `o` (each an instance). */
export function grantedToLineageCard(s: GameState, _o: ObjectState, def: CardDef): Ability[] {
  return (s.lineageGrants ?? []).filter((g) => cardMatches(def, g.filter)).map((g) => g.ability);
}
