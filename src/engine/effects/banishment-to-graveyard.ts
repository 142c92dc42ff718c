// Putting every card of a kind from your own banishment into your graveyard, then recovering one for each card moved
// (game-mechanics/game-mechanics-game-zones/game-zones-banishment.md#general-rules; glossary/game-terms.md#recover).
// Champion and regalia cards are left out (they can't be put into a graveyard: card-types-supertypes.md#regalia).
import type { Effect } from '../../cards/vocabulary.js';
import type { Resolution } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, isRegalia, player } from '../state/query.js';
import { addTo, takeFrom } from '../state/zones.js';
import { cardMoved } from './counters.js';
import { runNext } from '../play/run-next.js';
import { cardMatches } from '../play/effects.js';

type Op = Extract<Effect, { op: 'banishmentToGraveyard' }>;

export function banishmentToGraveyard(ctx: Ctx, r: Resolution, e: Op): void {
  const s = ctx.s;
  const p = player(s, r.item.controller);
  const moving = p.banishment.filter((c) => {
    const d = cardDef(s, c);
    return !d.types.includes('CHAMPION') && !isRegalia(d) && cardMatches(d, e.filter);
  });
  for (const c of moving) {
    if (!takeFrom(p, 'banishment', c)) continue;
    cardMoved(s, c);
    addTo(p, 'graveyard', c);
  }
  if (moving.length > 0) logLine(ctx, `${p.name} puts ${moving.length} card(s) from their banishment into their graveyard.`, r.item.controller);
  if (e.recoverEach && moving.length > 0) runNext(r, [{ op: 'recover', who: 'you', amount: moving.length }]);
}
