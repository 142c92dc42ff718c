// Sacrificing objects as an effect (glossary/game-terms.md#sacrifice): "sacrifice CARDNAME" in an Upkeep
// trigger or an optional "you may sacrifice it. If you do, …". Each object still on the field is put into its
// owner's graveyard by its controller, which is not a destruction (it ignores prevention and destruction
// replacements, but an ephemeral object is banished as always: state/zones.ts).
// Also here, for the same cards: the conditions 'selfEphemeral' (state/query.ts; a source that a cost removed
// answers with its last-known information, kept on the stack item: play/activation.ts) and 'targetCounters'.
import type { ObjectState } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { removeObject } from '../state/zones.js';

export function sacrificeObjects(ctx: Ctx, objects: readonly ObjectState[]): void {
  for (const o of objects) if (ctx.s.field.includes(o.id)) removeObject(ctx, o.id, 'graveyard', 'sacrificed');
}
