// Numbers about the effect's controller, read as the effect resolves (playing-cards-resolution.md#general-rules):
// how many cards are in their hand or memory, and how many counters of a kind their champion has. They size
// choices of "any amount" ("put any amount of cards from your hand into your memory", "remove any amount of
// enlighten counters from your champion"), offered one at a time, and "all the cards of your memory".
// Also: the greatest power among the objects you control of a kind, and how many more allies a targeted player
// controls than you.
import type { AmountSource } from '../../cards/vocabulary.js';
import type { GameState, PlayerId, StackItem } from '../types.js';
import { championOf, currentPower, objDef, player } from '../state/query.js';
import { cardMatches } from '../play/effects.js';
import { COUNTER_MASTERY } from './mastery.js';

type PlayerAmount = Extract<AmountSource, { of: 'handSize' | 'memorySize' | 'championCounters' | 'greatestPower' | 'alliesMoreThanYou' | 'masteryCounters' }>;

const alliesOf = (s: GameState, who: PlayerId): number =>
  s.field.filter((id) => s.objects[id]!.controller === who && objDef(s, s.objects[id]!).types.includes('ALLY')).length;

export function playerAmount(s: GameState, item: StackItem, x: PlayerAmount): number {
  const who = item.controller;
  switch (x.of) {
    case 'handSize':
      return player(s, who).hand.length;
    case 'memorySize':
      return player(s, who).memory.length;
    case 'championCounters':
      return championOf(s, who)?.counters[x.counter] ?? 0;
    case 'masteryCounters': { // on the mastery those counters belong on (effects/mastery.ts)
      const m = s.masteries?.[who];
      return m && m.def === COUNTER_MASTERY[x.counter] ? m.counters[x.counter] ?? 0 : 0;
    }
    case 'greatestPower':
      return s.field.map((id) => s.objects[id]!).filter((o) => o.controller === who && cardMatches(objDef(s, o), x.filter))
        .reduce((n, o) => Math.max(n, currentPower(s, o)), 0);
    case 'alliesMoreThanYou': {
      const t = item.targets[x.target];
      if (t?.kind !== 'player') return 0;
      return Math.max(0, alliesOf(s, t.id) - alliesOf(s, who));
    }
  }
}
