import type { Effect } from '../../cards/vocabulary.js';
import type { Resolution } from '../types.js';

/** These effects run next in the resolution, before the rest of its effects ("if you do …", a branch, a worked-out amount). */
export function runNext(r: Resolution, effects: readonly Effect[]): void {
  r.effects = [...r.effects.slice(0, r.index), ...effects, ...r.effects.slice(r.index)];
}
