// h5-b2: RDO cards (exact scripts for mechanics added by the h5-b2 helper).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, edit, mainPhaseOf, player, resolveAll, withDef, withLevel } from '../doa/support.js';
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

describe("'fabricator-slime'", () => {
  const def = scriptedDef('fabricator-slime');
  it('enters with a buff counter; [Class Bonus] rest: a Baby Slime for each of up to three buff counters', () => {
    expect(def.keywordValues?.pride).toBe(3);
    let s = withDef(withLevel(as(mainPhaseOf(A), A, 'tamer', 'NEOS'), A, 2), scriptedDef('baby-slime'));
    s = cast(s, A, def);
    const slime = s.field.find((id) => s.objects[id]!.def === def.slug)!;
    expect(s.objects[slime]!.counters.buff).toBe(1);
    const babies = (t: GameState) => t.field.filter((id) => t.objects[id]!.def === 'baby-slime').length;
    let t = resolveAll(act(s, A, { type: 'activateAbility', object: slime, index: 1 }));
    expect(babies(t)).toBe(1);
    t = edit(s, (u) => { u.objects[slime]!.counters.buff = 5; });
    t = resolveAll(act(t, A, { type: 'activateAbility', object: slime, index: 1 }));
    expect(babies(t)).toBe(3);
    expect(legalActions(as(s, A, 'mage', 'NEOS'), A).some((a) => a.type === 'activateAbility' && a.object === slime)).toBe(false);
  });
});
