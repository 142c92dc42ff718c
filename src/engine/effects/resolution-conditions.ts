// "If" clauses that only make sense while an ability or card resolves: they read the resolving item
// (the number its trigger carries, its targeted player) rather than the board alone.
// Influence: cards in hand and memory (glossary/game-terms.md#influence).
import type { Condition } from '../../cards/vocabulary.js';
import type { GameState, StackItem } from '../types.js';
import { opponents, player } from '../state/query.js';
import { parityOf } from './killed-life.js';
import { influenceOf } from './influence.js';
import { killedWas } from './killed-lki.js';
import { preservedCards } from './preserve.js';

/** The condition's answer for this resolution, or undefined when it is not one of these. */
export function resolutionCondition(s: GameState, item: StackItem, c: Condition): boolean | undefined {
  switch (c.kind) {
    case 'eventAmountAtLeast':
      return item.x >= c.min;
    case 'targetInfluenceGreater': {
      const t = item.targets[c.index];
      if (t?.kind !== 'player') return false;
      return influenceOf(s, t.id) > influenceOf(s, item.controller);
    }
    case 'targetPlayerIsOpponent': {
      const t = item.targets[c.index];
      return t?.kind === 'player' && opponents(s, item.controller).some((p) => p.id === t.id);
    }
    case 'killedWas': // effects/killed-lki.ts
      return killedWas(item, c);
    case 'killedLifeParity': // effects/killed-life.ts: an On Kill carries the killed unit's life as its number
      return item.x !== undefined && parityOf(item.x, c.parity);
    case 'sourceCardPreserved': // effects/preserved-triggers.ts
      return !!item.card && !!s.cards[item.card] && preservedCards(s, s.cards[item.card]!.owner).includes(item.card);
    case 'activatedFromMemory': // play/memory-activation.ts
      return item.kind === 'activation' && item.from === 'memory';
    case 'sourceCardInGraveyard': // a graveyard trigger's own card is still there (effects/graveyard-triggers.ts)
      return !!item.card && !!s.cards[item.card] && player(s, s.cards[item.card]!.owner).graveyard.includes(item.card);
    case 'targetActivationReserveCost': { // the targeted card activation's card, X as declared for it
      const t = item.targets[c.index];
      const target = t?.kind === 'stack' ? s.stack.find((i) => i.id === t.id) : undefined;
      const def = target?.kind === 'activation' ? s.defs[target.def] : undefined;
      if (!target || def?.cost.kind !== 'reserve') return false;
      const cost = def.cost.value === 'X' ? target.x : def.cost.value;
      return (cost % 2 === 1) === (c.parity === 'odd'); // zero is even
    }
    default:
      return undefined;
  }
}
