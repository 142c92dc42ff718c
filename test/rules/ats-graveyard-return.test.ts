// Returning a card of a kind from your graveyard to your hand, chosen as the effect resolves
// (game-mechanics/game-mechanics-game-zones/game-zones-graveyard.md#general-rules). Cards of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, newGame, passUntil, payReserve, player, refuse, withDef } from '../engine/helpers.js';

const recall = { ...defineCard({ slug: 'test-recall', name: 'test-recall', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}),
  onResolve: [{ op: 'returnFromGraveyard' as const, filter: { anyType: ['ATTACK' as const] } }] };
const strike = defineCard({ slug: 'test-strike', name: 'test-strike', types: ['ATTACK'], element: 'NORM', cost: reserve(1), power: 2 }, {});
const chore = defineCard({ slug: 'test-chore', name: 'test-chore', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, {});

function cast(graveyard: CardDef[], bobs: CardDef[] = []): { s: GameState; cards: string[] } {
  let s = withDef(withDef(withDef(newGame({ first: A }), recall), strike), chore);
  const cards: string[] = [];
  for (const d of graveyard) { let c: string; [s, c] = addCard(s, A, d.slug, 'graveyard'); cards.push(c); }
  for (const d of bobs) [s] = addCard(s, B, d.slug, 'graveyard');
  let card: string;
  [s, card] = addCard(s, A, recall.slug);
  s = passUntil(payReserve(act(s, A, { type: 'activate', card }), A), (t) => t.stack.length === 0 || !!t.pending);
  return { s, cards };
}

describe('Return a card from your graveyard (game-zones-graveyard.md#general-rules)', () => {
  it('with several cards of the kind, the player chooses one of them, and only them', () => {
    let { s, cards } = cast([strike, chore, strike], [strike]);
    expect(s.pending?.kind).toBe('chooseGraveyardCard');
    expect(legalActions(s, A).filter((a) => a.type === 'chooseCard').map((a) => (a as { card: string }).card).sort()).toEqual([cards[0]!, cards[2]!].sort());
    refuse(s, A, { type: 'chooseCard', card: cards[1]! });
    s = act(s, A, { type: 'chooseCard', card: cards[2]! });
    expect(player(s, A).hand).toContain(cards[2]);
    expect(player(s, A).graveyard).not.toContain(cards[2]); // moved, not copied
    expect(player(s, A).graveyard).toEqual(expect.arrayContaining([cards[0], cards[1]]));
  });

  it('with one, it returns; with none (an opponent\'s cards do not count), nothing happens', () => {
    const one = cast([chore, strike]);
    expect(one.s.pending).toBeNull();
    expect(player(one.s, A).hand).toContain(one.cards[1]);
    expect(player(one.s, A).graveyard).not.toContain(one.cards[1]);
    const none = cast([chore], [strike]);
    expect(none.s.pending).toBeNull();
    expect(player(none.s, A).graveyard).toContain(none.cards[0]);
    expect(player(none.s, B).graveyard).toHaveLength(1);
  });
});
