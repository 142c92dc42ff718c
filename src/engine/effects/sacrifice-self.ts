// "[You may] sacrifice this object. If you do, …": the source object, if it is still on the field, is
// sacrificed (put into its owner's graveyard; a token ceases to exist): glossary/game-terms.md#sacrifice.
// Only when it was sacrificed do the `then` effects follow.
import type { Effect } from '../../cards/vocabulary.js';
import type { Resolution } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { objDef, player } from '../state/query.js';
import { removeObject } from '../state/zones.js';
import { runNext } from '../play/run-next.js';

export function sacrificeSource(ctx: Ctx, r: Resolution, e: Extract<Effect, { op: 'sacrificeSelf' }>): void {
  const s = ctx.s;
  const id = r.item.source;
  const o = id ? s.objects[id] : undefined;
  if (!o || o.controller !== r.item.controller) return;
  logLine(ctx, `${player(s, o.controller).name} sacrifices ${objDef(s, o).name}.`, o.controller);
  removeObject(ctx, o.id, 'graveyard', 'sacrificed');
  runNext(r, e.then);
}
