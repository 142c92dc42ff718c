// "Discard a card. If it was [a kind], …": a card of the hand must be discarded and what follows depends on it
// (src/engine/effects/discard-to-do.ts; glossary/game-terms.md#discard).
import { describe, expect, it } from 'vitest';
import { dealDamage, defineCard, draw, reserve, yourChampion } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, act, activateFromHand, addCard, edit, mainPhaseOf, passUntil, player, resolveAll } from '../cards/doa/support.js';
import { refuse } from '../engine/helpers.js';

const check = defineCard({ slug: 'test-discard-check', name: 'Test Discard Check', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'discardToDo', filter: {}, then: [], required: true, ifDiscarded: { filter: { type: 'ALLY' }, then: [draw(1)], otherwise: [dealDamage(yourChampion(), 2)] } }] });

function started(hand: string[]): { s: GameState; cards: string[] } {
  let s = edit(mainPhaseOf(A), (t) => { player(t, A).hand = []; });
  const cards: string[] = [];
  for (const slug of hand) { let c: string; [s, c] = addCard(s, A, slug); cards.push(c); }
  [s] = activateFromHand(s, A, check);
  s = passUntil(s, (t) => t.pending?.kind === 'discardToDo' || t.stack.length === 0);
  return { s, cards };
}
const champ = (s: GameState) => s.objects[player(s, A).champion!]!;

describe('discard, then check the card discarded', () => {
  it('the discard is not optional: declining is refused', () => {
    const { s, cards } = started(['blitz-mage', 'smoke-out']);
    const options = legalActions(s, A).filter((a) => a.type === 'chooseTarget');
    expect(options).toEqual(cards.map((id) => ({ type: 'chooseTarget', target: { kind: 'card', id } })));
    refuse(s, A, { type: 'chooseTarget', target: null }, 'glossary/game-terms.md#discard');
  });
  it('a card of the kind: the first branch; any other card: the second', () => {
    const { s, cards } = started(['blitz-mage', 'smoke-out']);
    const deck = player(s, A).mainDeck.length;
    const ally = resolveAll(act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: cards[0]! } }));
    expect(player(ally, A).graveyard).toContain(cards[0]);
    expect(player(ally, A).mainDeck.length).toBe(deck - 1);
    expect(champ(ally).damage).toBe(champ(s).damage);
    const other = resolveAll(act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: cards[1]! } }));
    expect(player(other, A).mainDeck.length).toBe(deck);
    expect(champ(other).damage).toBe(champ(s).damage + 2);
  });
  it('an empty hand discards nothing, so the card was not of the kind', () => {
    const before = champ(mainPhaseOf(A)).damage;
    const { s } = started([]);
    expect(s.pending).toBeNull();
    expect(champ(resolveAll(s)).damage).toBe(before + 2);
  });
});
