// "As an additional cost to materialize this card, pay (N)": a reserve cost paid with the card's memory
// cost as it is materialized (game-mechanics/game-mechanics-playing-cards/playing-cards-card-materialization.md#general-rules,
// step 3.3: additional costs are paid with the memory cost; if they can't be, the materialization is illegal).
// Read from the card's own static abilities, as it is being played, whatever puts it there (the materialize
// phase or an effect that materializes it).
import type { CardDef } from '../../cards/vocabulary.js';
import type { GameState, PlayerId } from '../types.js';
import { conditionMet, hasKeyword, player } from '../state/query.js';

/** The reserve `who` must pay in addition to materialize `def`. */
export function materializeReserve(s: GameState, who: PlayerId, def: CardDef): number {
  let n = 0;
  for (const ab of def.abilities) {
    if (ab.kind !== 'static' || ab.effect.kind !== 'materializeReserveCost') continue;
    if (!ab.condition || conditionMet(s, who, ab.condition, undefined, [], undefined, def)) n += ab.effect.amount;
  }
  return n;
}

/** Can `who` pay that reserve now: hand cards, and awake Reservable objects they control? */
export function materializeReservePayable(s: GameState, who: PlayerId, def: CardDef): boolean {
  const n = materializeReserve(s, who, def);
  if (n === 0) return true;
  const reservable = s.field.filter((id) => {
    const o = s.objects[id]!;
    return o.controller === who && !o.rested && hasKeyword(s, o, 'reservable');
  }).length;
  return player(s, who).hand.length + reservable >= n;
}
