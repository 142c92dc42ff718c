// Regalia of the DOA set scripted in the regalia-b batch: one describe per card, rulings included.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { atMain } from '../../engine/helpers.js';
import { A, B, act, addCard, addObject, declareAttack, edit, game, objectOf, onField, passUntil, player, settle, unit, withDef } from '../regalia-b-support.js';

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

describe('surveillance-stone', () => {
  const raider = unit('test-raider', { power: 1, life: 9 });
  const idleOrMay = (t: GameState) => t.pending?.kind === 'may' || (!t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);

  /** Bob declares `n` attacks on Alice's champion in his turn (Alice controls the Stone, or Bob does). */
  function attacks(n: number, stoneOwner = A): GameState {
    let s = withDef(game({ classes: ['MAGE'] }), raider);
    [s] = onField(s, 'surveillance-stone', {}, stoneOwner);
    s = passUntil(s, atMain(B));
    for (let i = 0; i < n; i++) {
      let r: string;
      [s, r] = addObject(s, B, raider.slug, { enteredTurn: 0 });
      s = passUntil(declareAttack(s, player(s, A).champion!, null, r, B), idleOrMay);
      if (i < n - 1) expect(s.pending?.kind).not.toBe('may');
    }
    return s;
  }

  it("'surveillance-stone': an opponent's third attack declaration this turn: you may banish it and draw a card", () => {
    let s = attacks(3);
    expect(s.pending?.kind).toBe('may');
    expect(s.pending?.kind === 'may' && s.pending.player).toBe(A);
    const hand = player(s, A).hand.length;
    s = passUntil(act(s, A, { type: 'mayAnswer', accept: true }), idleOrMay);
    expect(objectOf(s, 'surveillance-stone')).toBeUndefined();
    expect(player(s, A).hand.length).toBe(hand + 1);
  });

  it("'surveillance-stone': not for the second or fourth attack, nor for its controller's own attacks", () => {
    let s = attacks(3);
    s = passUntil(act(s, A, { type: 'mayAnswer', accept: false }), idleOrMay);
    let r: string;
    [s, r] = addObject(s, B, raider.slug, { enteredTurn: 0 });
    s = passUntil(declareAttack(s, player(s, A).champion!, null, r, B), idleOrMay);
    expect(s.pending?.kind).not.toBe('may'); // the fourth
    expect(objectOf(s, 'surveillance-stone')).toBeDefined();
    s = attacks(3, B); // Bob's own Stone
    expect(s.pending?.kind).not.toBe('may');
  });
});
