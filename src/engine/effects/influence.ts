// Influence (glossary/game-terms.md#influence): a player's influence is the number of cards in their hand and
// memory together. Numbers some cards count from it: a player's own influence, the highest among their
// opponents, and the gap between a targeted object's owner's influence and the effect controller's.
import type { GameState, PlayerId, StackItem } from '../types.js';
import { opponents, player } from '../state/query.js';

export function influenceOf(s: GameState, who: PlayerId): number {
  const p = player(s, who);
  return p.hand.length + p.memory.length;
}

/** The highest influence among the opponents of `who` still in the game (0 with none). */
export function highestOpponentInfluence(s: GameState, who: PlayerId): number {
  return Math.max(0, ...opponents(s, who).filter((p) => !p.lost).map((p) => influenceOf(s, p.id)));
}

/** The owner of the targeted object's influence minus the controller's (negative when theirs is lower). */
export function targetOwnerInfluenceGap(s: GameState, item: StackItem, index: number): number {
  const t = item.targets[index];
  const o = t?.kind === 'object' ? s.objects[t.id] : undefined;
  if (!o) return 0;
  return influenceOf(s, o.owner) - influenceOf(s, item.controller);
}

/** Those of `players` whose influence is at most `max` (all of them when `max` is absent). */
export function withInfluenceAtMost<P extends { id: PlayerId }>(s: GameState, players: P[], max: number | undefined): P[] {
  return max === undefined ? players : players.filter((p) => influenceOf(s, p.id) <= max);
}
