// "Whenever a [kind] counter is removed from [this object]": each counter removed from an object (by a
// cost, an effect, or a weapon's use in an attack) is an event other abilities may watch, one event per
// counter (game-mechanics/game-mechanics-counters.md#general-rules;
// game-mechanics/game-mechanics-abilities/abilities-triggered-abilities.md).
import type { CounterKind } from '../../cards/vocabulary.js';
import type { ObjectState } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { watch } from '../flow/triggers.js';

export function countersRemoved(ctx: Ctx, o: ObjectState, counter: CounterKind, count: number): void {
  for (let i = 0; i < count; i++) watch(ctx, { event: 'counterRemoved', player: o.controller, object: o, counter });
}
