// Materializing by an effect (game-mechanics/game-mechanics-playing-cards/playing-cards-card-materialization.md#general-rules):
// a card of the material deck, its costs paid as usual; the search of a private zone may find nothing.
import { describe, expect, it } from 'vitest';
import { activated, defineCard, draw, memory, reserve, restSelf } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, act, addCard, addObject, atMain, newGame, passUntil, player, withDef } from '../engine/helpers.js';

const tutor = defineCard({ slug: 'test-tutor-relic', name: 'Test Tutor', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {
  abilities: [activated([restSelf()], [{ op: 'materializeFromMaterialDeck', filter: { type: 'ITEM' } }, draw(1)])],
});
const cheap = defineCard({ slug: 'test-cheap-item', name: 'Test Cheap', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {});
const dear = defineCard({ slug: 'test-dear-item', name: 'Test Dear', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(2) }, {});
const settle = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);

function asked(): { s: GameState; cheapCard: string; dearCard: string; hand: number } {
  let s = [tutor, cheap, dear].reduce(withDef, passUntil(newGame({ first: A }), atMain(A)));
  let o: string, cheapCard: string, dearCard: string;
  [s, o] = addObject(s, A, tutor.slug);
  [s, cheapCard] = addCard(s, A, cheap.slug, 'materialDeck');
  [s, dearCard] = addCard(s, A, dear.slug, 'materialDeck');
  const hand = player(s, A).hand.length;
  s = passUntil(act(s, A, { type: 'activateAbility', object: o, index: 0 }), (t) => t.pending?.kind === 'search');
  return { s, cheapCard, dearCard, hand };
}

describe('Materializing by an effect (playing-cards-card-materialization.md#general-rules)', () => {
  it('offers the matching cards it could pay for, or none; the chosen one is materialized and the resolution goes on (playing-cards-card-materialization.md#general-rules)', () => {
    const { s, cheapCard, dearCard, hand } = asked();
    const offered = legalActions(s, A).filter((a) => a.type === 'searchChoice').map((a) => (a as { card: string | null }).card);
    expect(offered).toContain(cheapCard);
    expect(offered).not.toContain(dearCard); // its memory cost can't be paid
    expect(offered).toContain(null);
    const t = settle(act(s, A, { type: 'searchChoice', card: cheapCard }));
    expect(Object.values(t.objects).some((o) => o.card === cheapCard)).toBe(true);
    expect(player(t, A).hand).toHaveLength(hand + 1); // the rest of the ability resolved
  });

  it('finding nothing lets the rest of the effect resolve (playing-cards-card-materialization.md#general-rules)', () => {
    const { s, cheapCard, hand } = asked();
    const none = settle(act(s, A, { type: 'searchChoice', card: null }));
    expect(player(none, A).hand).toHaveLength(hand + 1);
    expect(player(none, A).materialDeck).toContain(cheapCard);
  });
});
