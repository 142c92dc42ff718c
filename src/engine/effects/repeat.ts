// "Deal N damage to your champion for each Curse card …": the effect happens once for each, as separate instances
// (a separate damage event each time, not one summed total), `count` times in a row (usually a worked-out X:
// src/engine/effects/scaled-amounts.ts sets the count). glossary/game-terms.md#damage-counters.
import type { Effect } from '../../cards/vocabulary.js';
import type { Resolution } from '../types.js';
import { runNext } from '../play/run-next.js';

export function repeatEffects(r: Resolution, e: Extract<Effect, { op: 'repeat' }>): void {
  if (e.count <= 0) return;
  runNext(r, Array.from({ length: e.count }, () => e.effects).flat());
}
