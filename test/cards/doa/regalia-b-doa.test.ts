// Regalia of the DOA set scripted in the regalia-b batch: one describe per card, rulings included.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, act, addCard, edit, game, onField, passUntil, player, settle, withDef } from '../regalia-b-support.js';

describe('storm-tyrants-eye', () => {
  const plain = defineCard({ slug: 'test-plain-card', name: 'test-plain-card', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, {});
  const arcane = defineCard({ slug: 'test-arcane-card', name: 'test-arcane-card', types: ['ACTION'], element: 'ARCANE', cost: reserve(1) }, {});

  /** Alice's deck becomes these cards, top first; she banishes the Eye. */
  function use(deck: ('plain' | 'arcane')[]): { s: GameState; cards: string[] } {
    let s = withDef(withDef(game({ classes: ['MAGE'], elements: ['ARCANE'] }), plain), arcane);
    const cards: string[] = [];
    for (const k of deck) {
      let c: string;
      [s, c] = addCard(s, A, k === 'plain' ? plain.slug : arcane.slug, 'mainDeck');
      cards.push(c);
    }
    s = edit(s, (t) => { t.players[0]!.mainDeck = [...cards]; });
    let o: string;
    [s, o] = onField(s, 'storm-tyrants-eye');
    s = act(s, A, { type: 'activateAbility', object: o, index: 0 });
    s = passUntil(s, (t) => t.pending?.kind === 'cardPick' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
    return { s, cards };
  }

  it("'storm-tyrants-eye': reveal until an arcane card; 1 unpreventable damage per card revealed; one of them to hand, the rest under the deck", () => {
    let { s, cards } = use(['plain', 'plain', 'arcane', 'plain', 'arcane']);
    expect(s.objects[player(s, A).champion!]!.damage).toBe(3); // three cards revealed
    expect(legalActions(s, A).filter((a) => a.type === 'chooseCard').map((a) => a.type === 'chooseCard' && a.card).sort()).toEqual(cards.slice(0, 3).sort());
    s = settle(act(s, A, { type: 'chooseCard', card: cards[1]! }));
    expect(player(s, A).hand).toEqual([cards[1]]);
    const deck = player(s, A).mainDeck;
    expect(deck.slice(0, 2)).toEqual([cards[3], cards[4]]); // the unrevealed cards are now on top
    expect([...deck.slice(2)].sort()).toEqual([cards[0], cards[2]].sort()); // the others at the bottom
  });

  it("'storm-tyrants-eye': with no arcane card the whole deck is revealed; an arcane top card reveals only itself", () => {
    let { s, cards } = use(['plain', 'plain']);
    expect(s.objects[player(s, A).champion!]!.damage).toBe(2);
    s = settle(act(s, A, { type: 'chooseCard', card: cards[0]! }));
    expect(player(s, A).mainDeck).toEqual([cards[1]]);
    ({ s, cards } = use(['arcane', 'plain']));
    s = settle(s); // a single card revealed: it goes to hand with no choice to make
    expect(s.objects[player(s, A).champion!]!.damage).toBe(1);
    expect(player(s, A).hand).toEqual([cards[0]]);
  });
});
