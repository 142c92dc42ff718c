// "Sacrifice [this]": the object's controller puts it into its owner's graveyard; it is not destroyed
// (glossary/game-terms.md#sacrifice). Leaving replacements still apply (ephemeral: banished instead).
import type { ObjectState } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { removeObject } from '../state/zones.js';

export function sacrificeObjects(ctx: Ctx, objects: ObjectState[]): void {
  for (const o of objects) if (ctx.s.objects[o.id]) removeObject(ctx, o.id, 'graveyard', 'sacrificed');
}
