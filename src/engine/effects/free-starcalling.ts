// A champion that lets its player, once each turn, starcall at no reserve cost (glossary/keywords-and-abilities.md#starcalling):
// an alternative to a Starcalling cost, offered as its own answer while glimpsing (the player may also starcall
// paying the usual cost and keep this for later). Used, the reserve cost to pay is 0: changes to the card's reserve
// cost do not apply to it, while other additional costs (sacrifices, …) are still paid. The champion's static
// ability of kind 'freeStarcalling' allows it once each turn, counted per player.
import type { CardId, GameState, PlayerId, Resolution } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { addPendingTrigger } from '../flow/triggers.js';
import { abilitySources, championOf, conditionMet, player } from '../state/query.js';

/** How a free starcall is allowed: `true` by the champion's ability (once a turn), 'effect' by an effect for this turn. */
export type FreeStarcall = true | 'effect';

/** May `who` starcall for free now (a 'freeStarcalling' ability on their champion, not used this turn)? */
export function freeStarcallAvailable(s: GameState, who: PlayerId): boolean {
  if (s.freeStarcallUsed?.some((x) => x.player === who && x.turn === s.turn)) return false;
  const champ = championOf(s, who);
  if (!champ) return false;
  return abilitySources(s, champ).some(({ ability: ab, def }) => ab.kind === 'static' && ab.effect.kind === 'freeStarcalling'
    && (!ab.condition || conditionMet(s, who, ab.condition, champ, [], undefined, s.defs[def])));
}

/** Is a free starcall of this kind available to `who` now? */
export function freeStarcallOk(s: GameState, who: PlayerId, free: FreeStarcall): boolean {
  return free === true ? freeStarcallAvailable(s, who) : !!freeStarcallPermit(s, who);
}

/** An effect letting `who` starcall for free this turn ("until end of turn, you may pay (0) …; when you do, glimpse 5"). */
function freeStarcallPermit(s: GameState, who: PlayerId) {
  return (s.freeStarcallPermits ?? []).find((x) => x.player === who && x.turn === s.turn);
}

/** The 'freeStarcallThisTurn' op: the permission, made by this card (its "when you do" glimpse). */
export function permitFreeStarcalls(ctx: Ctx, r: Resolution): void {
  const s = ctx.s;
  s.freeStarcallPermits = [...(s.freeStarcallPermits ?? []).filter((x) => x.turn === s.turn), { player: r.item.controller, turn: s.turn, def: r.item.def }];
  logLine(ctx, `${player(s, r.item.controller).name} may pay (0) for Starcalling costs this turn.`, r.item.controller);
}

/** The free starcall is paid: the champion's is used up for the turn; an effect's brings its "when you do" glimpse. */
export function useFreeStarcall(ctx: Ctx, who: PlayerId, _card: CardId, free: FreeStarcall): void {
  const s = ctx.s;
  if (free === true) {
    s.freeStarcallUsed = [...(s.freeStarcallUsed ?? []).filter((x) => x.turn === s.turn), { player: who, turn: s.turn }];
    return;
  }
  const permit = freeStarcallPermit(s, who);
  if (!permit) return;
  addPendingTrigger(s, { controller: who, source: null, def: permit.def, abilityIndex: -1,
    inline: { kind: 'triggered', trigger: { on: 'reflexive' }, effects: [{ op: 'glimpse', count: 5 }] } });
}
