// h6-c1: discarding as a cost (glossary/game-terms.md#discard), paid with the reserve from one hand
// (rules/game-mechanics/game-mechanics-playing-cards/playing-cards-card-activation.md#general-rules, 1.8: costs are
// paid in any order as long as all are met), and choice costs that need distinct objects.
import { describe, expect, it } from 'vitest';
import { activated, defineCard, payReserve, reserve, draw } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, act, addCard, addObject, edit, newGame, player, refuse, withDef } from '../engine/helpers.js';

const DISCARD = 'glossary/game-terms.md#discard';
const fireCard = defineCard({ slug: 'h6c1-ember', name: 'Ember', types: ['ACTION'], element: 'FIRE', cost: reserve(1) }, { onResolve: [] });
const waterCard = defineCard({ slug: 'h6c1-drop', name: 'Drop', types: ['ACTION'], element: 'WATER', cost: reserve(1) }, { onResolve: [] });
// A card that costs (1) and, additionally, discarding a fire card.
const fireTax = defineCard({ slug: 'h6c1-fire-tax', name: 'Fire Tax', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, { discardAsCost: { count: 1, filter: { element: 'FIRE' } }, onResolve: [draw(1)] });
// An item whose ability costs (1) and discarding a fire card.
const fireEngine = defineCard({ slug: 'h6c1-fire-engine', name: 'Fire Engine', types: ['ITEM'], element: 'NORM', cost: reserve(0) },
  { abilities: [activated([payReserve(1), { kind: 'discard', filter: { element: 'FIRE' } }], [draw(1)])] });

/** Alice in her main phase with exactly these cards in hand (plus `extra` as the card to activate). */
function handOf(defs: CardDef[], extra?: CardDef): { s: GameState; hand: string[]; card?: string } {
  let s = edit(newGame({ first: A }), (t) => { player(t, A).hand = []; });
  for (const d of [fireCard, waterCard, fireTax, fireEngine]) s = withDef(s, d);
  const hand: string[] = [];
  for (const d of defs) { let id: string; [s, id] = addCard(s, A, d.slug); hand.push(id); }
  let card: string | undefined;
  if (extra) [s, card] = addCard(s, A, extra.slug);
  return { s, hand, ...(card ? { card } : {}) };
}

describe('h6-c1 discard as a cost', () => {
  it('a card with an additional discard cost needs the card to discard besides its reserve', () => {
    // Only one other card, a fire card: it can't both pay (1) and be discarded.
    const one = handOf([fireCard], fireTax);
    expect(legalActions(one.s, A).some((a) => a.type === 'activate' && a.card === one.card)).toBe(false);
    refuse(one.s, A, { type: 'activate', card: one.card }, DISCARD);
    // A water card pays the reserve; the fire card is discarded.
    const two = handOf([fireCard, waterCard], fireTax);
    let s = act(two.s, A, { type: 'activate', card: two.card! });
    // The fire card is kept for the discard: only the water card may pay the reserve.
    const reserveOffers = legalActions(s, A).filter((a) => a.type === 'chooseReserve');
    expect(reserveOffers).toEqual([{ type: 'chooseReserve', card: two.hand[1] }]);
    s = act(s, A, reserveOffers[0]!);
    expect(legalActions(s, A).filter((a) => a.type === 'chooseCostPart')).toEqual([{ type: 'chooseCostPart', id: two.hand[0] }]);
    s = act(s, A, { type: 'chooseCostPart', id: two.hand[0]! });
    expect(player(s, A).graveyard).toContain(two.hand[0]);
    expect(player(s, A).memory).toContain(two.hand[1]);
    expect(s.stack.at(-1)?.card).toBe(two.card);
  });

  it('a non-fire card is no answer to a fire discard', () => {
    const only = handOf([waterCard, waterCard], fireTax);
    refuse(only.s, A, { type: 'activate', card: only.card }, DISCARD);
  });

  it("an ability's discard cost can't be left unpaid by spending the card on its reserve", () => {
    // Two cards in hand, one fire: the fire card must be the discard, the other pays (1).
    let { s, hand } = handOf([fireCard, waterCard]);
    let engine: string;
    [s, engine] = addObject(s, A, fireEngine.slug);
    s = act(s, A, { type: 'activateAbility', object: engine, index: 0 });
    expect(legalActions(s, A).filter((a) => a.type === 'chooseReserve')).toEqual([{ type: 'chooseReserve', card: hand[1] }]);
    s = act(s, A, { type: 'chooseReserve', card: hand[1]! });
    s = act(s, A, { type: 'chooseCostPart', id: hand[0]! });
    expect(player(s, A).graveyard).toContain(hand[0]);
    // With only the fire card, the ability can't be activated at all: an ability's costs are all paid as it is
    // activated (game-mechanics-abilities/abilities-activated-abilities.md#general-rules).
    let t = handOf([fireCard]).s;
    [t, engine] = addObject(t, A, fireEngine.slug);
    refuse(t, A, { type: 'activateAbility', object: engine, index: 0 }, 'abilities-activated-abilities.md');
  });
});

describe('h6-c1 choice costs paid by distinct objects', () => {
  // "Sacrifice an Automaton ally and a Human ally": one ally that is both can pay only one of them.
  const both = defineCard({ slug: 'h6c1-cyborg', name: 'Cyborg', types: ['ALLY'], subtypes: ['AUTOMATON', 'HUMAN'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});
  const human = defineCard({ slug: 'h6c1-human', name: 'Human', types: ['ALLY'], subtypes: ['HUMAN'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});
  const altar = defineCard({ slug: 'h6c1-altar', name: 'Altar', types: ['DOMAIN'], element: 'NORM', cost: reserve(0) }, {
    abilities: [activated([
      { kind: 'sacrificeObjects', count: 1, filter: { type: 'ALLY', subtype: 'AUTOMATON' } },
      { kind: 'sacrificeObjects', count: 1, filter: { type: 'ALLY', subtype: 'HUMAN' } },
    ], [draw(1)])],
  });
  it('one ally of both subtypes is not enough (rules/game-mechanics/game-mechanics-abilities/abilities-activated-abilities.md#general-rules)', () => {
    let s = withDef(withDef(withDef(newGame({ first: A }), both), human), altar);
    let a: string;
    [s, a] = addObject(s, A, altar.slug);
    let cyborg: string;
    [s, cyborg] = addObject(s, A, both.slug);
    refuse(s, A, { type: 'activateAbility', object: a, index: 0 }, 'abilities-activated-abilities.md');
    // With a Human too, the Cyborg must pay the Automaton part.
    let h: string;
    [s, h] = addObject(s, A, human.slug);
    s = act(s, A, { type: 'activateAbility', object: a, index: 0 });
    expect(legalActions(s, A).filter((x) => x.type === 'chooseCostPart')).toEqual([{ type: 'chooseCostPart', id: cyborg }]);
    s = act(s, A, { type: 'chooseCostPart', id: cyborg });
    s = act(s, A, { type: 'chooseCostPart', id: h });
    expect(s.field).not.toContain(cyborg);
    expect(s.field).not.toContain(h);
  });
});
