// Cards of a champion's lineage (glossary/game-terms.md#lineage-term: the champion card on top and
// the inner lineage under it): banishing all the inner lineage cards of a kind as a cost
// ("Banish all Curse cards from Diana's lineage") or as an effect on each champion of a subject (then, per card
// banished, `damageEach` unpreventable damage to that champion, as one event); counting them is the 'lineageCount' condition (state/query.ts).
import type { CardFilter, Effect } from '../../cards/vocabulary.js';
import type { CardId, GameState, ObjectState, PlayerId, Resolution } from '../types.js';
import { runNext } from '../play/run-next.js';
import { subjects } from '../play/effects.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef } from '../state/query.js';
import { mutObj } from '../state/clone.js';
import { putCard } from '../state/zones.js';
import { cardMatches } from '../play/effects.js';

/** The champion whose inner lineage holds the card. */
export function lineageHolder(s: GameState, card: CardId): ObjectState | undefined {
  return s.players.map((p) => (p.champion ? s.objects[p.champion] : undefined)).find((o) => o?.lineage.includes(card));
}

/** Takes the card out of the inner lineage that holds it; the champion it left (undefined: it was in none). */
export function takeFromLineage(s: GameState, card: CardId): ObjectState | undefined {
  const champ = lineageHolder(s, card);
  if (!champ) return undefined;
  const m = mutObj(s, champ.id);
  m.lineage = m.lineage.filter((c) => c !== card);
  return champ;
}

/** The inner lineage cards of a kind of every champion, or (`yours`) of `who`'s only. */
export function lineageCardsMatching(s: GameState, who: PlayerId, filter: CardFilter, yours?: boolean): CardId[] {
  return s.players.filter((p) => !yours || p.id === who).flatMap((p) => {
    const o = p.champion ? s.objects[p.champion] : undefined;
    return o ? o.lineage.filter((c) => cardMatches(cardDef(s, c), filter)) : [];
  });
}

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
