// An additional cost of banishing cards from your graveyard to activate a card
// (general-rules/general-rules-parts-of-a-card/parts-of-a-card-cost.md#parts-of-a-card-cost): src/engine/effects/banish-cost.ts.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, reserve } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, act, addCard, newGame, passUntil, player, refuse, withDef } from '../engine/helpers.js';

const COST = 'general-rules/general-rules-parts-of-a-card/parts-of-a-card-cost.md#parts-of-a-card-cost';

const fire = defineCard({ slug: 'test-fire', name: 'Fire', types: ['ACTION'], element: 'FIRE', cost: reserve(1) }, {});
const water = defineCard({ slug: 'test-water', name: 'Water', types: ['ACTION'], element: 'WATER', cost: reserve(1) }, {});
const floater = defineCard({ slug: 'test-floater', name: 'Floater', types: ['ACTION'], element: 'WATER', cost: reserve(1) }, { keywords: ['floatingMemory'] });
/** Draws a card; activating it also banishes two fire cards from your graveyard. */
const stoker: CardDef = defineCard({ slug: 'test-stoker', name: 'Stoker', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { banishAsCost: { anyOf: [{ element: 'FIRE' }], count: 2 }, onResolve: [draw(1)] });
const floatEater: CardDef = defineCard({ slug: 'test-float-eater', name: 'Float Eater', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { banishAsCost: { anyOf: [], count: 1, floatingMemory: true }, onResolve: [draw(1)] });

function game(grave: CardDef[]): { s: GameState; cards: string[] } {
  let s = [fire, water, floater, stoker, floatEater].reduce((t, d) => withDef(t, d), newGame({ first: A }));
  const cards: string[] = [];
  for (const d of grave) { let c: string; [s, c] = addCard(s, A, d.slug, 'graveyard'); cards.push(c); }
  return { s, cards };
}
function start(s: GameState, def: CardDef): [GameState, string] {
  let card: string;
  [s, card] = addCard(s, A, def.slug);
  return [s, card];
}

describe('banishing graveyard cards as an additional cost (' + COST + ')', () => {
  it('the card cannot be activated without enough such cards', () => {
    const { s } = game([fire, water, floater]);
    const [t, card] = start(s, stoker);
    expect(legalActions(t, A).some((a) => a.type === 'activate' && a.card === card)).toBe(false);
    refuse(t, A, { type: 'activate', card }, COST);
  });
  it('the player picks only fitting cards, which are banished as the card is activated', () => {
    const { s, cards } = game([fire, water, fire]);
    let [t, card] = start(s, stoker);
    t = act(t, A, { type: 'activate', card });
    expect(t.pending?.kind).toBe('activation');
    const parts = legalActions(t, A).filter((a) => a.type === 'chooseCostPart').map((a) => (a as { id: string }).id);
    expect(parts.sort()).toEqual([cards[0]!, cards[2]!].sort());
    refuse(t, A, { type: 'chooseCostPart', id: cards[1]! });
    t = act(t, A, { type: 'chooseCostPart', id: cards[0]! });
    t = act(t, A, { type: 'chooseCostPart', id: cards[2]! });
    expect(t.stack.some((i) => i.def === stoker.slug)).toBe(true);
    expect(player(t, A).banishment).toEqual(expect.arrayContaining([cards[0], cards[2]]));
    expect(player(t, A).graveyard).toContain(cards[1]);
    const hand = player(t, A).hand.length;
    t = passUntil(t, (u) => u.stack.length === 0 && !u.pending);
    expect(player(t, A).hand.length).toBe(hand + 1);
  });
  it('a Floating Memory requirement takes only cards with Floating Memory', () => {
    const { s, cards } = game([water, floater]);
    let [t, card] = start(s, floatEater);
    t = act(t, A, { type: 'activate', card });
    const parts = legalActions(t, A).filter((a) => a.type === 'chooseCostPart').map((a) => (a as { id: string }).id);
    expect(parts).toEqual([cards[1]]);
  });
});
