// Whether the card on top of a champion's lineage was played (glossary/game-terms.md#play-played: activated or materialized):
// a champion materialization that resolves marks its card on the object; a level up by an effect, or the champion the
// game started with, leaves the top card unmarked. The mark is the card itself, so a later level up by an effect
// leaves a stale mark that no longer matches the top card.
import type { GameState, ObjectState, PlayerId } from '../types.js';
import { objDef, opponents } from '../state/query.js';

/** The champion's top card was played (materialized onto it). */
export const topCardPlayed = (o: ObjectState): boolean => o.card !== null && o.playedTop === o.card;

/** An opponent of `who` controls a champion, not of subtype `notSubtype`, whose top card wasn't played. */
export function opponentChampionTopUnplayed(s: GameState, who: PlayerId, notSubtype?: string): boolean {
  return opponents(s, who).some((p) => {
    const o = p.champion ? s.objects[p.champion] : undefined;
    return !!o && !topCardPlayed(o) && !(notSubtype && objDef(s, o).subtypes.includes(notSubtype));
  });
}
