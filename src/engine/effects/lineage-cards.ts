// Cards of a champion's lineage (glossary/game-terms.md#lineage-term: the champion card on top and
// the inner lineage under it): banishing all the inner lineage cards of a kind as a cost
// ("Banish all Curse cards from Diana's lineage"); counting them is the 'lineageCount' condition (state/query.ts).
import type { CardFilter } from '../../cards/vocabulary.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef } from '../state/query.js';
import { mutObj } from '../state/clone.js';
import { putCard } from '../state/zones.js';
import { cardMatches } from '../play/effects.js';

/** The cost: every inner lineage card that fits goes to banishment. */
export function banishLineageCards(ctx: Ctx, champion: string, filter: CardFilter): void {
  const champ = mutObj(ctx.s, champion);
  const out = champ.lineage.filter((c) => cardMatches(cardDef(ctx.s, c), filter));
  if (out.length === 0) return;
  champ.lineage = champ.lineage.filter((c) => !out.includes(c));
  for (const c of out) putCard(ctx, c, 'banishment');
  logLine(ctx, `${out.map((c) => cardDef(ctx.s, c).name).join(', ')} ${out.length === 1 ? 'is' : 'are'} banished from the lineage.`, champ.controller);
}
