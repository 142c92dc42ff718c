// h5-b2: AMB cards with an exact-count graveyard banish ("you may banish four … If you do").
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, act, activateFromHand, mainPhaseOf, player, resolveAll, untilPending, withDef } from '../doa/support.js';
import { as, fill } from '../doa/round2-helpers.js';
import { addCards } from '../rdo/rdo-1-support.js';

const ember = defineCard({ slug: 'test-ember', name: 'Ember', types: ['ACTION'], element: 'FIRE', cost: reserve(1) }, {});

describe("'absolving-flames'", () => {
  const def = scriptedDef('absolving-flames');
  const setup = (cls: 'cleric' | 'mage', embers: number): GameState =>
    fill(addCards(withDef(as(mainPhaseOf(A), A, cls, 'FIRE'), ember), A, ember.slug, embers, 'graveyard'), A, 6);
  const deck = (s: GameState) => player(s, A).mainDeck.length;
  it('draws a card; [Class Bonus] banishing exactly four fire cards from your graveyard draws another', () => {
    let s = setup('cleric', 5);
    const before = deck(s);
    s = untilPending(activateFromHand(s, A, def)[0], 'banishFromGraveyard');
    for (let i = 0; i < 3; i++) {
      const pick = legalActions(s, A).find((a) => a.type === 'chooseTarget' && a.target !== null)!;
      s = act(s, A, pick);
      // Once a card is picked, stopping short of four is not offered.
      expect(legalActions(s, A).some((a) => a.type === 'chooseTarget' && a.target === null)).toBe(false);
    }
    s = resolveAll(act(s, A, legalActions(s, A).find((a) => a.type === 'chooseTarget' && a.target !== null)!));
    expect(before - deck(s)).toBe(2);
    expect(player(s, A).graveyard.filter((c) => s.cards[c]!.def === ember.slug)).toHaveLength(1);
  });
  it('declining, having fewer than four fire cards, or lacking the class bonus: only the first draw', () => {
    let s = setup('cleric', 5);
    let before = deck(s);
    s = untilPending(activateFromHand(s, A, def)[0], 'banishFromGraveyard');
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: null }));
    expect(before - deck(s)).toBe(1);
    for (const t0 of [setup('cleric', 3), setup('mage', 5)]) {
      before = deck(t0);
      const t = resolveAll(activateFromHand(t0, A, def)[0]);
      expect(before - deck(t)).toBe(1);
      expect(t.pending).toBeNull();
    }
  });
});
