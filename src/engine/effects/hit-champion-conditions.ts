// Conditions about the trigger's event object, usually the champion an On Champion Hit ability hit:
// how many cards of its lineage (its top card included: glossary/game-terms.md#lineage-term) fit a filter,
// and how many damage counters it has (glossary/game-terms.md#damage-counters).
import type { Condition } from '../../cards/vocabulary.js';
import type { GameState, ObjectState } from '../types.js';
import { cardDef } from '../state/query.js';
import { cardMatches } from '../play/effects.js';

type HitCondition = Extract<Condition, { kind: 'eventObjectLineageCount' | 'eventObjectDamage' }>;

export function hitChampionCondition(s: GameState, c: HitCondition, eventObject: ObjectState | undefined): boolean {
  if (!eventObject) return false;
  if (c.kind === 'eventObjectDamage') return eventObject.damage >= c.min;
  const cards = [...eventObject.lineage, ...(eventObject.card ? [eventObject.card] : [])];
  return cards.filter((card) => cardMatches(cardDef(s, card), c.filter)).length >= c.min;
}
