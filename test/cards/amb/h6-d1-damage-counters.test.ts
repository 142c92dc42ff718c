// h6-d1: removing damage counters and counting them.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, activateFromHand, champion, mainPhaseOf, resolveAll } from '../doa/support.js';
import { as, fill } from '../doa/round2-helpers.js';
import { withChampionDamage } from '../rdo/rdo-1-support.js';

describe("'conduit-of-bloodfire'", () => {
  const def = scriptedDef('conduit-of-bloodfire');
  function enter(theirs: number, mine = 4): GameState {
    let s = withChampionDamage(withChampionDamage(as(mainPhaseOf(A), A, 'mage', 'EXIA'), B, theirs), A, mine);
    s = resolveAll(activateFromHand(fill(s, A, 4), A, def)[0]);
    return s;
  }
  const conduit = (s: GameState) => Object.values(s.objects).find((o) => o.def === def.slug)!;
  it("On Enter: all damage counters leave the opponents' champions; a buff counter on it for every four removed", () => {
    const s = enter(9);
    expect([champion(s, B).damage, champion(s, A).damage]).toEqual([0, 4]);
    expect(conduit(s).counters.buff).toBe(2);
  });
  it('fewer than four removed: no buff counter', () => {
    const s = enter(3);
    expect(champion(s, B).damage).toBe(0);
    expect(conduit(s).counters.buff ?? 0).toBe(0);
  });
});
