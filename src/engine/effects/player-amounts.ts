// Numbers about the effect's controller, read as the effect resolves (playing-cards-resolution.md#general-rules):
// how many cards are in their hand or memory, and how many counters of a kind their champion has. They size
// choices of "any amount" ("put any amount of cards from your hand into your memory", "remove any amount of
// enlighten counters from your champion"), offered one at a time, and "all the cards of your memory".
import type { AmountSource } from '../../cards/vocabulary.js';
import type { GameState, PlayerId } from '../types.js';
import { championOf, player } from '../state/query.js';

type PlayerAmount = Extract<AmountSource, { of: 'handSize' | 'memorySize' | 'championCounters' }>;

export function playerAmount(s: GameState, who: PlayerId, x: PlayerAmount): number {
  switch (x.of) {
    case 'handSize':
      return player(s, who).hand.length;
    case 'memorySize':
      return player(s, who).memory.length;
    case 'championCounters':
      return championOf(s, who)?.counters[x.counter] ?? 0;
  }
}
