// A card's own restriction on its materialization (playing-cards-card-materialization.md#general-rules):
// refused, with the rule, while the state it names does not hold; allowed once it does.
import { describe, expect, it } from 'vitest';
import { defineCard, memory, staticAbility } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import { A, edit, player, refuse } from '../engine/helpers.js';
import { toMaterialize } from '../cards/doa/support.js';

const picky = defineCard({ slug: 'test-picky', name: 'test-picky', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) },
  { abilities: [staticAbility({ kind: 'materializeOnly' }, { kind: 'materialDeckSize', exactly: 1 })] });

describe('Materialize only in a given state (playing-cards-card-materialization.md#general-rules)', () => {
  it('refused while other cards remain in the material deck; allowed as the last one', () => {
    const [s, card] = toMaterialize(picky);
    expect(player(s, A).materialDeck.length).toBeGreaterThan(1);
    expect(legalActions(s, A)).not.toContainEqual({ type: 'materialize', card });
    refuse(s, A, { type: 'materialize', card }, 'playing-cards-card-materialization.md#general-rules');
    const last = edit(s, (t) => { player(t, A).materialDeck = [card]; });
    expect(legalActions(last, A)).toContainEqual({ type: 'materialize', card });
  });

  it('the starting material deck size is recorded as the game begins', () => {
    const [s] = toMaterialize(picky);
    expect(player(s, A).startingMaterialDeckSize).toBeGreaterThan(0);
  });
});
