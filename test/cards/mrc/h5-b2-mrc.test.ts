// h5-b2: MRC cards ("up to N" as N declinable returns).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, act, answerMay, mainPhaseOf, player, untilPending } from '../doa/support.js';
import { as, place } from '../doa/round2-helpers.js';
import { addCards } from '../rdo/rdo-1-support.js';

describe("'tonic-of-remembrance'", () => {
  const def = scriptedDef('tonic-of-remembrance');
  it('brews from one Catalyst and one Adjuvant', () => {
    expect(def.brew).toEqual([{ count: 1, subtype: 'CATALYST' }, { count: 1, subtype: 'ADJUVANT' }]);
  });
  it('[Class Bonus] banish it: return up to three cards from your memory to your hand', () => {
    const start = (cls: 'cleric' | 'mage'): [GameState, string] => {
      let s = addCards(as(mainPhaseOf(A), A, cls), A, 'smoke-out', 5, 'memory');
      let tonic: string;
      [s, tonic] = place(s, A, def);
      return [s, tonic];
    };
    const [m, mt] = start('mage');
    expect(legalActions(m, A).some((a) => a.type === 'activateAbility' && a.object === mt)).toBe(false);
    let [s, tonic] = start('cleric');
    s = act(s, A, { type: 'activateAbility', object: tonic, index: 0 });
    expect(s.field).not.toContain(tonic);
    const hand = player(s, A).hand.length;
    // Accept twice, choosing a card each time, then decline the third.
    for (let i = 0; i < 2; i++) {
      s = answerMay(untilPending(s, 'may'), A, true);
      if (s.pending?.kind === 'chooseMemory') s = act(s, A, { type: 'chooseCard', card: player(s, A).memory[0]! });
    }
    s = answerMay(untilPending(s, 'may'), A, false);
    expect(player(s, A).hand.length).toBe(hand + 2);
    expect(player(s, A).memory).toHaveLength(3);
  });
});
