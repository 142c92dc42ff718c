// Timestamps of objects that enter the field at the same time
// (game-mechanics/game-mechanics-types-of-effects/types-of-effects-continuous-effects/README.md#timestamps, rule 4).
//
// Objects entering together get their timestamps in the order they are sequenced onto the field. When
// several players sequence objects in one timing instance, the players go in turn order from the turn
// player: the turn player's objects get the earliest timestamps, the last player's the latest. Each
// player orders their own objects; here that order is the order the caller lists them in (the engine
// offers no decision for it: the rules give the choice but no default, and callers pass the choice).
//
// The timestamps of a champion's lineage cards are kept on the object (`lineageTimestamps`, set as
// the champion levels up) and read by continuous.ts (`abilityTimestamp`).
import type { GameState, ObjectState, PlayerId } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { createObject } from '../state/zones.js';
import { playersInTurnOrder } from '../state/query.js';

export type EnteringObject = Parameters<typeof createObject>[1];

/**
 * The order simultaneous entries are sequenced in: by the player who sequences them (their
 * controller) in turn order from the turn player; each player's own in the order given.
 */
export function simultaneousEntryOrder<T extends { controller: PlayerId }>(s: GameState, entries: readonly T[]): T[] {
  const out: T[] = [];
  // Players who lost are included: their seat still counts.
  for (const p of playersInTurnOrder(s, true)) for (const e of entries) if (e.controller === p.id) out.push(e);
  for (const e of entries) if (!out.includes(e)) out.push(e); // a controller not seated (should not happen): last
  return out;
}

/** Objects enter the field at once: created, and so timestamped, in sequencing order. Returned in that order. */
export function enterSimultaneously(ctx: Ctx, entries: readonly EnteringObject[]): ObjectState[] {
  return simultaneousEntryOrder(ctx.s, entries).map((e) => createObject(ctx, e));
}
