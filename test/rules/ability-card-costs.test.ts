// Activated abilities whose costs name cards the player picks: discard a card of a kind, banish a card
// from the material deck, banish cards of a kind from the graveyard
// (game-mechanics/game-mechanics-abilities/abilities-activated-abilities.md#general-rules: every cost is paid
// as it is activated; without the cards, it can't be activated). Cards of our own.
import { describe, expect, it } from 'vitest';
import { activated, defineCard, draw, memory, reserve } from '../../src/cards/define.js';
import type { ActivatedCost } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, act, addCard, addObject, atMain, newGame, passUntil, player, refuse, withDef } from '../engine/helpers.js';
import { settle } from '../cards/regalia-b-support.js';

const relic = (slug: string, cost: ActivatedCost) => defineCard({ slug, name: slug, types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {
  abilities: [activated([cost], [draw(1)])],
});
const ghost = defineCard({ slug: 'test-ghost', name: 'test-ghost', types: ['ALLY'], subtypes: ['SPECTER'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});
const rock = defineCard({ slug: 'test-rock', name: 'test-rock', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});

function setup(cost: ActivatedCost): [GameState, string] {
  const def = relic(`test-relic-${cost.kind}`, cost);
  let s = withDef(withDef(withDef(passUntil(newGame({ first: A }), atMain(A)), def), ghost), rock);
  s = { ...s, players: s.players.map((p) => (p.id === A ? { ...p, hand: [] } : p)) };
  return addObject(s, A, def.slug);
}

describe('card costs of activated abilities (abilities-activated-abilities.md#general-rules)', () => {
  it('discard a card of a kind: only such a card pays; with none, no activation', () => {
    let [s, o] = setup({ kind: 'discard', filter: { subtype: 'SPECTER' } });
    [s] = addCard(s, A, rock.slug);
    refuse(s, A, { type: 'activateAbility', object: o, index: 0 }, 'abilities-activated-abilities.md');
    let g: string;
    [s, g] = addCard(s, A, ghost.slug);
    s = act(s, A, { type: 'activateAbility', object: o, index: 0 });
    expect(legalActions(s, A).filter((a) => a.type === 'chooseCostPart')).toEqual([{ type: 'chooseCostPart', id: g }]);
    s = settle(act(s, A, { type: 'chooseCostPart', id: g }));
    expect(player(s, A).graveyard).toContain(g);
    expect(player(s, A).hand).toHaveLength(2); // the rock, and the card drawn
  });

  it('banish a card from the material deck: any one of them, picked by the player', () => {
    let [s, o] = setup({ kind: 'banishFromMaterialDeck' });
    const deck = player(s, A).materialDeck.length;
    s = act(s, A, { type: 'activateAbility', object: o, index: 0 });
    expect(legalActions(s, A).filter((a) => a.type === 'chooseCostPart')).toHaveLength(deck);
    const pick = player(s, A).materialDeck.at(-1)!;
    s = settle(act(s, A, { type: 'chooseCostPart', id: pick }));
    expect(player(s, A).banishment).toContain(pick);
    expect(player(s, A).materialDeck).toHaveLength(deck - 1);
    s = { ...s, players: s.players.map((p) => (p.id === A ? { ...p, materialDeck: [] } : p)) };
    [s, o] = addObject(s, A, 'test-relic-banishFromMaterialDeck');
    refuse(s, A, { type: 'activateAbility', object: o, index: 0 }, 'abilities-activated-abilities.md');
  });

  it('banish cards of a kind from the graveyard: as many as it says', () => {
    let [s, o] = setup({ kind: 'banishFromGraveyard', filter: { subtype: 'SPECTER' }, count: 2 });
    let g1: string, g2: string;
    [s, g1] = addCard(s, A, ghost.slug, 'graveyard');
    [s] = addCard(s, A, rock.slug, 'graveyard');
    refuse(s, A, { type: 'activateAbility', object: o, index: 0 }, 'abilities-activated-abilities.md');
    [s, g2] = addCard(s, A, ghost.slug, 'graveyard');
    s = act(s, A, { type: 'activateAbility', object: o, index: 0 });
    s = act(s, A, { type: 'chooseCostPart', id: g2 });
    expect(legalActions(s, A).filter((a) => a.type === 'chooseCostPart')).toEqual([{ type: 'chooseCostPart', id: g1 }]);
    s = settle(act(s, A, { type: 'chooseCostPart', id: g1 }));
    expect(player(s, A).banishment).toEqual(expect.arrayContaining([g1, g2]));
    expect(player(s, A).graveyard.map((c) => s.cards[c]!.def)).toEqual([rock.slug]);
  });
});
