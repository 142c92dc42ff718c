// Cards of a champion's lineage (glossary/game-terms.md#lineage-term: the champion card on top and
// the inner lineage under it): banishing all the inner lineage cards of a kind as a cost
// ("Banish all Curse cards from Diana's lineage") or as an effect on each champion of a subject (then, per card
// banished, `damageEach` unpreventable damage to that champion, as one event); counting them is the 'lineageCount' condition (state/query.ts).
import type { CardFilter, Effect } from '../../cards/vocabulary.js';
import type { Resolution } from '../types.js';
import { runNext } from '../play/run-next.js';
import { subjects } from '../play/effects.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef } from '../state/query.js';
import { mutObj } from '../state/clone.js';
import { putCard } from '../state/zones.js';
import { cardMatches } from '../play/effects.js';

/** The cost: every inner lineage card that fits goes to banishment. */
export function banishLineageCards(ctx: Ctx, champion: string, filter: CardFilter): number {
  const champ = mutObj(ctx.s, champion);
  const out = champ.lineage.filter((c) => cardMatches(cardDef(ctx.s, c), filter));
  if (out.length === 0) return 0;
  champ.lineage = champ.lineage.filter((c) => !out.includes(c));
  for (const c of out) putCard(ctx, c, 'banishment');
  logLine(ctx, `${out.map((c) => cardDef(ctx.s, c).name).join(', ')} ${out.length === 1 ? 'is' : 'are'} banished from the lineage.`, champ.controller);
  return out.length;
}

/** The effect: the champion of the subject loses all such inner lineage cards to banishment; then the damage per card. */
export function banishAllLineageCards(ctx: Ctx, r: Resolution, e: Extract<Effect, { op: 'banishAllLineageCards' }>): void {
  const [o] = subjects(ctx, r.item, e.subject); // one champion ("the hit champion", "target champion")
  if (!o) return;
  const n = banishLineageCards(ctx, o.id, e.filter);
  if (n > 0 && e.damageEach) runNext(r, [{ op: 'dealDamage', to: e.subject, amount: n * e.damageEach, unpreventable: true }]);
}
