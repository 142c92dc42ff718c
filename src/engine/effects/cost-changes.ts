// Cost changes made by a resolution for the rest of the turn (general-rules/general-rules-parts-of-a-card/
// parts-of-a-card-cost.md#parts-of-a-card-cost, rules 6-7): a discount on one upcoming card of a kind its
// player activates this turn, or a surcharge on every card the opponents activate this turn. They modify activation costs only
// (never a materialization) and add to every other modifier. A `next` change is used up by the first card
// it fits that its player activates, whether or not the change lowered what was paid.
// `theirNextTurn`: the change waits for its player's next turn and lasts that turn only (Obsequious Blow's surcharge
// on the hit player's first card of their following turn).
import type { CardDef, CardFilter, Effect } from '../../cards/vocabulary.js';
import type { GameState, PlayerId, StackItem } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { opponents } from '../state/query.js';
import { cardMatches } from '../play/effects.js';

type CostChangeEffect = Extract<Effect, { op: 'costChange' }>;
type CostChange = NonNullable<GameState['costChanges']>[number];

/** The players the change is about (relative to the controller of the effect). */
function changedPlayers(s: GameState, controller: PlayerId, e: CostChangeEffect, item?: StackItem): PlayerId[] {
  if (e.who === 'you') return [controller];
  if (e.who === 'opponents') return opponents(s, controller).map((p) => p.id);
  if (e.who === 'eventObjectController') {
    const o = item?.eventObject ? s.objects[item.eventObject] : undefined;
    return o ? [o.controller] : [];
  }
  const t = item?.targets[e.who.targetController];
  const o = t && t.kind === 'object' ? s.objects[t.id] : undefined;
  return o ? [o.controller] : [];
}

/** Record the change for the players it is about. */
export function addCostChange(ctx: Ctx, controller: PlayerId, e: CostChangeEffect, def: string, item?: StackItem): void {
  const s = ctx.s;
  const players = changedPlayers(s, controller, e, item);
  s.costChanges = [
    ...(s.costChanges ?? []),
    ...players.map((player): CostChange => ({ player, amount: e.amount, filter: e.filter ?? {}, next: !!e.next, def, ...(e.theirNextTurn ? { fromTurn: s.turn } : {}) })),
  ];
}

/** Is the change in force now: this turn's, or a waiting one whose player's next turn this is. */
function active(s: GameState, c: CostChange): boolean {
  return c.fromTurn === undefined || (s.turn > c.fromTurn && s.players[s.turnPlayer]?.id === c.player);
}

/** The sum of this turn's cost changes that apply to `who` activating `def`. */
export function costChangeDelta(s: GameState, who: PlayerId, def: CardDef, via: 'activate' | 'materialize' | 'bestow'): number {
  if (via !== 'activate' || !s.costChanges?.length) return 0;
  let delta = 0;
  for (const c of s.costChanges) if (c.player === who && active(s, c) && cardMatches(def, c.filter)) delta += c.amount;
  return delta;
}

/** `who` has activated `def`: the "next card" changes in force that it fits are used up. */
export function useNextCostChanges(s: GameState, who: PlayerId, def: CardDef): void {
  if (!s.costChanges?.some((c) => c.next)) return;
  s.costChanges = s.costChanges.filter((c) => !(c.next && c.player === who && active(s, c) && cardMatches(def, c.filter)));
}

/** Clean-up: the changes in force last the turn; waiting ones stay until their player's next turn has ended. */
export function endTurnCostChanges(s: GameState): void {
  if (s.costChanges?.length) s.costChanges = s.costChanges.filter((c) => !active(s, c));
}

export type { CardFilter };
