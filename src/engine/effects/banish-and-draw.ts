// Banishing a set of objects, then a draw for each of them by the player who controlled it (glossary/game-terms.md#banish,
// game-mechanics-drawing-cards.md#general-rules): every object of the subject is banished at once; then each player
// draws one card for each of the objects they controlled that left the field this way (a token banished counts too:
// it was banished, then ceased to exist).
import type { Effect } from '../../cards/vocabulary.js';
import type { PlayerId, Resolution } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { player, playersInTurnOrder } from '../state/query.js';
import { drawCards, removeObject } from '../state/zones.js';
import { subjects } from '../play/effects.js';

type Op = Extract<Effect, { op: 'banishEachDraws' }>;

export function banishEachDraws(ctx: Ctx, r: Resolution, e: Op): void {
  const s = ctx.s;
  const draws = new Map<PlayerId, number>();
  for (const o of subjects(ctx, r.item, e.subject)) {
    removeObject(ctx, o.id, 'banishment', 'banished');
    if (!s.objects[o.id]) draws.set(o.controller, (draws.get(o.controller) ?? 0) + 1);
  }
  for (const p of playersInTurnOrder(s)) {
    const n = draws.get(p.id) ?? 0;
    if (n > 0) drawCards(ctx, player(s, p.id), n);
  }
}
