// Distant (glossary/game-terms.md#distant): a unit an effect makes distant stays so until the end of its
// controller's turn. A unit that was not distant "becomes distant": the event "whenever … becomes distant"
// watches (flow/triggers.ts); one that already was does not become so again. The condition 'selfDistant'
// (state/query.ts) asks whether the source object is distant now.
import type { ObjectId } from '../types.js';
import { watch } from '../flow/triggers.js';
import type { Ctx } from '../flow/ctx.js';
import { mutObj } from '../state/clone.js';

export function becomeDistant(ctx: Ctx, id: ObjectId): void {
  const s = ctx.s;
  if (!s.objects[id] || !s.field.includes(id)) return;
  const was = !!s.objects[id]!.distant;
  mutObj(s, id).distant = true;
  if (!was) watch(ctx, { event: 'becomesDistant', player: s.objects[id]!.controller, object: s.objects[id]! });
}
