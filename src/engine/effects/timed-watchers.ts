// "Until the beginning of your next turn, whenever [that object] [event], …": an effect that makes a
// triggered ability watching one object for a while; unlike a delayed trigger it may trigger any number of
// times (game-mechanics/game-mechanics-abilities/abilities-triggered-abilities.md; the duration:
// game-mechanics/game-mechanics-types-of-effects/README.md). It ends as its controller's next turn begins.
import type { Ability, Effect } from '../../cards/vocabulary.js';
import type { GameState, PlayerId, StackItem } from '../types.js';
import { newId, type Ctx } from '../flow/ctx.js';

export interface TimedWatcher {
  id: string;
  controller: PlayerId;
  def: string;
  event: 'levelsUp';
  object: string;
  ability: Ability;
}

/** The effect: start watching the object it names (nothing if that object is gone). */
export function addTimedWatcher(ctx: Ctx, item: StackItem, e: Extract<Effect, { op: 'wheneverUntilYourNextTurn' }>, object: string | undefined): void {
  if (!object) return;
  const s = ctx.s;
  const ability: Ability = { kind: 'triggered', trigger: { on: 'delayed' }, effects: e.effects };
  s.timedWatchers = [...(s.timedWatchers ?? []), { id: newId(s, 'w'), controller: item.controller, def: item.def, event: e.event, object, ability }];
}

/** The watchers an event about this object triggers. */
export function timedWatchersFor(s: GameState, event: string, object: string | undefined): readonly TimedWatcher[] {
  if (!s.timedWatchers?.length || !object) return [];
  return s.timedWatchers.filter((w) => w.event === event && w.object === object);
}

/** A turn begins: the watchers of that turn's player end. */
export function endTimedWatchers(s: GameState, starting: PlayerId): void {
  if (!s.timedWatchers?.length) return;
  const kept = s.timedWatchers.filter((w) => w.controller !== starting);
  if (kept.length > 0) s.timedWatchers = kept;
  else delete s.timedWatchers;
}
