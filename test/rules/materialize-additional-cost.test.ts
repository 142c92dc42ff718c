// An additional reserve cost to materialize a card, paid with its memory cost; unpayable, the
// materialization is illegal (game-mechanics/game-mechanics-playing-cards/playing-cards-card-materialization.md#general-rules).
// A card of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, memory, staticAbility } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import { A, act, addCard, atMain, B, edit, newGame, passUntil, player, refuse, withDef } from '../engine/helpers.js';

const toll = defineCard({ slug: 'test-tolled-relic', name: 'test-tolled-relic', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {
  abilities: [staticAbility({ kind: 'materializeReserveCost', amount: 1 })],
});

function atMaterialize(handSize?: number) {
  let s = passUntil(newGame({ first: A }), atMain(B));
  let card: string;
  [s, card] = addCard(withDef(s, toll), A, toll.slug, 'materialDeck');
  if (handSize !== undefined) s = edit(s, (t) => { player(t, A).hand = player(t, A).hand.slice(0, handSize); });
  return [passUntil(s, (t) => t.pending?.kind === 'materializePhase'), card] as const;
}

describe('additional costs to materialize (playing-cards-card-materialization.md#general-rules)', () => {
  it('the reserve is asked with the memory cost and paid from hand', () => {
    let [s, card] = atMaterialize();
    const hand = player(s, A).hand.length;
    s = act(s, A, { type: 'materialize', card });
    expect(s.pending?.kind === 'activation' && s.pending.draft.reserveNeeded).toBe(1);
    s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    expect(player(s, A).hand.length).toBe(hand - 1);
    expect(s.stack.some((i) => i.card === card)).toBe(true);
  });

  it('when it cannot be paid the card cannot be materialized', () => {
    const [s, card] = atMaterialize(0);
    expect(legalActions(s, A)).not.toContainEqual({ type: 'materialize', card });
    refuse(s, A, { type: 'materialize', card }, 'playing-cards-card-materialization.md');
  });
});
