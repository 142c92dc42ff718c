// h5-b2: RDO cards (exact scripts for mechanics added by the h5-b2 helper).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, mainPhaseOf, player } from '../doa/support.js';
import { as } from '../doa/round2-helpers.js';
import { addCards, cast } from './rdo-1-support.js';

describe("'psychopomps-gale'", () => {
  const def = scriptedDef('psychopomps-gale');
  it('target player banishes every card of their graveyard; the other graveyard stays', () => {
    let s = as(mainPhaseOf(A), A, 'cleric', 'EXALTED', 'WIND', 'FIRE');
    s = addCards(s, B, 'smoke-out', 4, 'graveyard');
    s = addCards(s, A, 'smoke-out', 2, 'graveyard');
    const theirs = [...player(s, B).graveyard];
    s = cast(s, A, def, [{ kind: 'player', id: B }]);
    expect(player(s, B).graveyard).toHaveLength(0);
    for (const c of theirs) expect(player(s, B).banishment).toContain(c);
    expect(player(s, A).graveyard.filter((c) => s.cards[c]!.def === 'smoke-out')).toHaveLength(2);
  });
});
