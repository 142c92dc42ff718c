import type { MatchRecord } from '../store/records.js';

export interface RematchRequest {
  challenger: { id: string; name: string };
  opponent: { id: string; name: string; bot: boolean };
  /** Each side brings the deck it played (resolved again by name when the rematch is accepted). */
  deck: string;
  opponentDeck: string;
}

/** The challenge a player of a finished match makes by clicking Rematch: same players, same decks. */
export function rematchOf(record: MatchRecord, userId: string): RematchRequest | { error: string } {
  const me = record.meta.players.find((p) => p.id === userId);
  const other = record.meta.players.find((p) => p.id !== userId);
  if (!me || !other) return { error: 'Only the two players of this match can ask for a rematch.' };
  if (!record.state.result) return { error: 'This match is not over yet.' };
  return {
    challenger: { id: me.id, name: me.name },
    opponent: { id: other.id, name: other.name, bot: false },
    deck: me.deck,
    opponentDeck: other.deck,
  };
}
