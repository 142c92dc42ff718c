// "[You may] rest this object. If you do, …": the source object, if it is still on the field under the
// controller's control and awake, becomes rested (glossary/game-terms.md#restrested); only then do the `then`
// effects follow. An object that is already rested can't be rested again, so nothing follows.
import type { Effect } from '../../cards/vocabulary.js';
import type { Resolution } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { mutObj } from '../state/clone.js';
import { objDef, player } from '../state/query.js';
import { runNext } from '../play/run-next.js';

export function restSource(ctx: Ctx, r: Resolution, e: Extract<Effect, { op: 'restSelfToDo' }>): void {
  const s = ctx.s;
  const id = r.item.source;
  const o = id ? s.objects[id] : undefined;
  if (!o || o.controller !== r.item.controller || o.rested) return;
  mutObj(s, o.id).rested = true;
  logLine(ctx, `${player(s, o.controller).name} rests ${objDef(s, o).name}.`, o.controller);
  runNext(r, e.then);
}
