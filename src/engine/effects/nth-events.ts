// "Whenever you activate a [kind] card for the second time each turn" and "whenever you draw your second card each
// turn": a "whenever" trigger that counts the player's events of its kind this turn and triggers only on the Nth
// (game-mechanics/game-mechanics-abilities/abilities-triggered-abilities.md). The counts are the turn's records:
// the cards activated (play/activation.ts) and the cards drawn (state/zones.ts), each updated before the event
// is watched, so the event itself is counted.
import type { CardDef, EventFilter } from '../../cards/vocabulary.js';
import type { GameState, PlayerId } from '../types.js';

const fits = (def: CardDef | undefined, f: EventFilter) => !!def && (!f.type || def.types.includes(f.type)) && (!f.subtype || def.subtypes.includes(f.subtype))
  && (!f.element || def.elements.includes(f.element)) && (!f.class || def.classes.includes(f.class));

/** Is this event the player's Nth of its kind this turn ('activates': cards fitting the filter; 'draws': cards drawn)? */
export function isNthOfTurn(s: GameState, event: string, player: PlayerId, f: EventFilter, n: number): boolean {
  if (event === 'draws') return (s.drawsThisTurn?.[player] ?? 0) === n;
  if (event === 'activates') return (s.activationsThisTurn ?? []).filter((a) => a.player === player && fits(s.defs[a.def], f)).length === n;
  return false;
}
