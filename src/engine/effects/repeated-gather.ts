// "Gather X times" (glossary/game-terms.md#gather): X gathers in a row, each its own random Herb, X worked out as
// the effect resolves (usually by a `scaled` effect). And the X of "X is the sacrificed ally's life stat": the life
// the objects sacrificed to pay for the activation had as they were sacrificed (their last-known information,
// game-mechanics-card-and-object-information.md#last-known-information), kept on the stack item.
import type { Effect } from '../../cards/vocabulary.js';
import type { ActivationDraft, GameState, Resolution } from '../types.js';
import { currentStat } from '../state/query.js';
import { runNext } from '../play/run-next.js';

type GatherTimes = Extract<Effect, { op: 'gatherTimes' }>;

export function runGatherTimes(r: Resolution, e: GatherTimes): void {
  if (e.count > 0) runNext(r, Array.from({ length: e.count }, (): Effect => ({ op: 'gather' })));
}

/** The life of the objects about to be sacrificed for the activation's additional cost (null when none are). */
export function sacrificedLife(s: GameState, d: ActivationDraft): number | null {
  const objects = (d.costParts ?? []).map((id) => s.objects[id]).filter((o) => o !== undefined && s.field.includes(o.id));
  if (objects.length === 0) return null;
  return objects.reduce((n, o) => n + (currentStat(s, o!, 'life') ?? 0), 0);
}
