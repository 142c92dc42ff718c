// h5-b2: HVN cards that end the combat phase (src/engine/effects/end-combat.ts).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, activateFromHand, attack, edit, mainPhaseOf, passUntil, resolveAll } from '../doa/support.js';
import { as, fill, paid, place } from '../doa/round2-helpers.js';
import { aliceSecondTurn, champ } from '../rdo/rdo-1-support.js';
import { asNamed } from '../ptm/ptm-support.js';

const has = (s: GameState, who: string) => !!s.opportunity && s.players[s.opportunity.player]!.id === who;
function bobToAct(s: GameState): GameState {
  let ally: string;
  [s, ally] = place(s, A, scriptedDef('bladed-riftseer'), { enteredTurn: 0 });
  s = attack(s, A, ally, champ(s, B));
  return passUntil(s, (t) => has(t, B) && t.stack.length === 0 && !t.pending);
}
const withCurrents = (s: GameState, direction: 'north' | 'south') =>
  edit(s, (t) => { t.masteries = { ...t.masteries, [B]: { def: 'shifting-currents', counters: {}, direction } }; });

describe("'ceasing-edict'", () => {
  const def = scriptedDef('ceasing-edict');
  it('with Kongming, ends the combat phase while a unit attacks; without him, the combat goes on', () => {
    const base = aliceSecondTurn(mainPhaseOf(A));
    let s = bobToAct(asNamed(base, B, 'kongming-wayward-maven', 'WATER'));
    s = resolveAll(activateFromHand(fill(s, B, 6), B, def)[0]);
    expect(s.combat).toBeNull();
    expect(s.phase).toBe('main');
    let t = bobToAct(as(base, B, 'mage', 'WATER'));
    t = resolveAll(activateFromHand(fill(t, B, 6), B, def)[0]);
    expect(t.phase).toBe('combat');
  });
  it('costs 2 less while your Shifting Currents face South', () => {
    const s = fill(as(mainPhaseOf(B), B, 'mage', 'WATER'), B, 6);
    expect(paid(withCurrents(s, 'north'), B, def)).toBe(2);
    expect(paid(withCurrents(s, 'south'), B, def)).toBe(0);
  });
});
