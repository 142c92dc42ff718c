// "If [this] was brewed", "if there were N or more [counters] on [this]" once a cost (sacrificing it) has
// removed the source object: read from its last-known information
// (game-mechanics/game-mechanics-card-and-object-information.md#last-known-information).
import type { Condition } from '../../cards/vocabulary.js';
import type { StackItem } from '../types.js';

/** The condition's answer from the gone source's last-known information; undefined when it does not apply. */
export function leftSourceCondition(item: Pick<StackItem, 'lki'>, c: Condition): boolean | undefined {
  if (!item.lki) return undefined;
  if (c.kind === 'brewed') return !!item.lki.brewed;
  if (c.kind === 'selfCounters') return (item.lki.counters?.[c.counter] ?? 0) >= c.min;
  return undefined;
}
