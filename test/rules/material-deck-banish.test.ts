// "Banish a card named N from your material deck. If you do, …" (src/engine/effects/material-deck-banish.ts;
// game-mechanics/game-mechanics-game-zones/game-zones-material-deck.md#general-rules, glossary/game-terms.md#banish).
import { describe, expect, it } from 'vitest';
import { defineCard, draw, memory, reserve } from '../../src/cards/define.js';
import { A, activateFromHand, addCard, mainPhaseOf, player, resolveAll, withDef } from '../cards/doa/support.js';

const relic = defineCard({ slug: 'test-named-relic', name: 'Test Named Relic', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {});
const other = defineCard({ slug: 'test-other-relic', name: 'Test Other Relic', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {});
const call = defineCard({ slug: 'test-call', name: 'Test Call', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'banishFromMaterialDeck', name: 'Test Named Relic', then: [draw(2)] }] });

describe('banishing a named card from the material deck', () => {
  it('banishes one card of that name and does the rest', () => {
    let s = withDef(withDef(mainPhaseOf(A), relic), other);
    let r: string;
    [s, r] = addCard(s, A, relic.slug, 'materialDeck');
    const hand = player(s, A).hand.length;
    [s] = activateFromHand(s, A, call);
    s = resolveAll(s);
    expect(player(s, A).banishment).toContain(r);
    expect(player(s, A).materialDeck).not.toContain(r);
    expect(player(s, A).hand.length).toBe(hand + 2);
  });

  it('no such card (only another name): nothing is banished and the rest does not happen', () => {
    let s = withDef(withDef(mainPhaseOf(A), relic), other);
    let o: string;
    [s, o] = addCard(s, A, other.slug, 'materialDeck');
    const hand = player(s, A).hand.length;
    [s] = activateFromHand(s, A, call);
    s = resolveAll(s);
    expect(player(s, A).materialDeck).toContain(o);
    expect(player(s, A).hand.length).toBe(hand);
  });
});
