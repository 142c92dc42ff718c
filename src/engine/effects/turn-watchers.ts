// "Until end of turn, whenever …": a resolving effect makes a triggered ability that watches game events
// for the rest of the turn and may trigger any number of times
// (game-mechanics/game-mechanics-abilities/abilities-triggered-abilities.md; the duration:
// game-mechanics/game-mechanics-types-of-effects/README.md). It has no source object once made: its
// controller is the controller of the effect that made it. The players the making effect targeted are
// fixed as it is made ("whenever that opponent draws"): `player` limits the watcher to that player's events,
// and the effects' player target references become that player. It ends in the clean-up of the end
// phase, with the other "until end of turn" effects (flow/phases.ts).
import type { Ability, Effect, EventFilter, PlayerRef, WatchedEvent } from '../../cards/vocabulary.js';
import type { GameState, PlayerId, StackItem } from '../types.js';
import { newId, type Ctx } from '../flow/ctx.js';

export interface TurnWatcher {
  id: string;
  controller: PlayerId;
  def: string;
  source?: string;
  event: WatchedEvent;
  /** Only events of this player (a player the making effect targeted). */
  player?: PlayerId;
  /** Which events of that kind (relative to `controller`; checked by flow/triggers.ts). */
  filter?: EventFilter;
  /** The triggered ability put on the stack each time. */
  ability: Ability;
}

type Make = Extract<Effect, { op: 'wheneverThisTurn' }>;

/** Player references to the making effect's targets become those players (they stay fixed for the turn). */
function fixPlayers(effects: Effect[], item: StackItem): Effect[] {
  const swap = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(swap);
    if (!v || typeof v !== 'object') return v;
    const o = v as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(o)) {
      if (k === 'who' && x && typeof x === 'object' && (x as { ref?: string }).ref === 'target') {
        const t = item.targets[(x as { index: number }).index];
        out[k] = t?.kind === 'player' ? ({ player: t.id } satisfies PlayerRef) : x;
      } else out[k] = swap(x);
    }
    return out;
  };
  return swap(effects) as Effect[];
}

/** The effect: the watcher starts (nothing when its player target is gone). */
export function addTurnWatcher(ctx: Ctx, item: StackItem, e: Make): void {
  const s = ctx.s;
  let player: PlayerId | undefined;
  if (e.playerTarget !== undefined) {
    const t = item.targets[e.playerTarget];
    if (!t || t.kind !== 'player') return;
    player = t.id;
  }
  const ability: Ability = { kind: 'triggered', trigger: { on: 'delayed' }, effects: fixPlayers(e.effects, item) };
  const w: TurnWatcher = {
    id: newId(s, 'w'), controller: item.controller, def: item.def, event: e.event, ability, ...(e.filter ? { filter: e.filter } : {}),
    ...(item.source && s.objects[item.source] ? { source: item.source } : {}),
    ...(player ? { player } : {}),
  };
  s.turnWatchers = [...(s.turnWatchers ?? []), w];
}

/** The watchers of this event (their filters are checked by flow/triggers.ts). */
export function turnWatchersFor(s: GameState, event: WatchedEvent, player: PlayerId): readonly TurnWatcher[] {
  if (!s.turnWatchers?.length) return [];
  return s.turnWatchers.filter((w) => w.event === event && (w.player === undefined || w.player === player) && s.players.some((p) => p.id === w.controller && !p.lost));
}

/** The clean-up of the end phase: every watcher ends ("until end of turn"). */
export function endTurnWatchers(s: GameState): void {
  if (s.turnWatchers) delete s.turnWatchers;
}
