// h6-c2: Lena, Dorumegia's Herald (Class Bonus true sight; (4), rest: look at four, take a Ranger ally card; 2 less while distant).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { act, addCard, mainPhaseOf, passUntil, payReserve, player, useAbility, withDef } from '../doa/support.js';
import { resolveWith } from './h5-alc-support.js';
import { as, place } from '../doa/round2-helpers.js';
import { ally } from '../ptm/ptm-support.js';
import { A } from '../rdo/h6-c2-support.js';

const needed = (s: GameState, lena: string) => {
  const t = useAbility(s, A, lena, 1);
  return t.pending?.kind === 'activation' ? t.pending.draft.reserveNeeded : -1;
};

describe("'lena-dorumegias-herald'", () => {
  const def = scriptedDef('lena-dorumegias-herald');
  it('[Class Bonus] true sight', () => {
    const [s, lena] = place(as(mainPhaseOf(A), A, 'ranger'), A, def);
    expect(hasKeyword(s, s.objects[lena]!, 'trueSight')).toBe(true);
    const [t, other] = place(as(mainPhaseOf(A), A, 'mage'), A, def);
    expect(hasKeyword(t, t.objects[other]!, 'trueSight')).toBe(false);
  });
  it('its ability costs (4), or (2) while Lena is distant', () => {
    const near = place(as(mainPhaseOf(A), A, 'ranger'), A, def);
    expect(needed(...near)).toBe(4);
    const far = place(as(mainPhaseOf(A), A, 'ranger'), A, def, { distant: true });
    expect(needed(...far)).toBe(2);
  });
  it('look at the top four: a Ranger ally card among them may go to your hand; the others go to the bottom', () => {
    let [s, lena] = place(as(mainPhaseOf(A), A, 'ranger'), A, def, { distant: true });
    const scout = ally('test-c2-scout', ['RANGER', 'HUMAN']);
    const mage = ally('test-c2-mage', ['MAGE', 'HUMAN']);
    let ranger: string, other: string;
    [s, other] = addCard(withDef(s, mage), A, mage.slug, 'mainDeck');
    [s, ranger] = addCard(withDef(s, scout), A, scout.slug, 'mainDeck');
    s = edit2(s, [ranger, other]);
    s = passUntil(payReserve(useAbility(s, A, lena, 1), A), (t) => t.pending?.kind === 'lookAndTake');
    const offered = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'card' ? [a.target.id] : []));
    expect(offered).toEqual([ranger]);
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: ranger } });
    s = resolveWith(s);
    expect(player(s, A).hand).toContain(ranger);
    expect(player(s, A).mainDeck).toContain(other);
    expect(s.objects[lena]!.rested).toBe(true);
  });
});

/** These cards on top of the deck (first on top). */
function edit2(s: GameState, top: string[]): GameState {
  const deck = player(s, A).mainDeck.filter((c) => !top.includes(c));
  return { ...s, players: s.players.map((p) => (p.id === A ? { ...p, mainDeck: [...top, ...deck] } : p)) };
}
