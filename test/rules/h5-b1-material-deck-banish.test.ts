// Banishing cards of one's own material deck as an effect resolves (game-mechanics/game-mechanics-game-zones/
// game-zones-material-deck.md#general-rules): the owner picks them (or they are picked at random); what follows
// "if you do" needs all of them banished.
import { describe, expect, it } from 'vitest';
import { defineCard, memory, recover, reserve } from '../../src/cards/define.js';
import type { Effect } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, edit, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const regalia = defineCard({ slug: 'test-regalia', name: 'test-regalia', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {});

function cast(e: Effect, materialCards: number): { s: GameState; ids: string[] } {
  const spell = defineCard({ slug: 'test-md', name: 'test-md', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [e] });
  let s = edit(withDef(withDef(newGame({ first: A }), spell), regalia), (t) => { player(t, A).materialDeck = []; t.objects[player(t, A).champion!]!.damage = 10; });
  const ids: string[] = [];
  for (let i = 0; i < materialCards; i++) { let id: string; [s, id] = addCard(s, A, 'test-regalia', 'materialDeck'); ids.push(id); }
  let card: string;
  [s, card] = addCard(s, A, 'test-md');
  s = payReserve(act(s, A, { type: 'activate', card }), A);
  return { s: passUntil(s, (t) => t.pending?.kind === 'banishOwnMaterialCards' || (t.stack.length === 0 && !t.pending)), ids };
}

describe('Banishing from your material deck (game-zones-material-deck.md#general-rules)', () => {
  it('the owner picks each card; the rest follows once all were banished', () => {
    let { s, ids } = cast({ op: 'banishOwnMaterialCards', count: 2, then: [recover(3)] }, 3);
    expect(legalActions(s, B).filter((a) => a.type !== 'concede')).toEqual([]);
    s = act(s, A, { type: 'chooseCard', card: ids[2]! });
    s = act(s, A, { type: 'chooseCard', card: ids[0]! });
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending);
    expect(player(s, A).banishment).toEqual([ids[2], ids[0]]);
    expect(s.objects[player(s, A).champion!]!.damage).toBe(7);
  });

  it('too few cards: those there are banished, and nothing follows', () => {
    let { s, ids } = cast({ op: 'banishOwnMaterialCards', count: 2, then: [recover(3)] }, 1);
    s = act(s, A, { type: 'chooseCard', card: ids[0]! });
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending);
    expect(player(s, A).banishment).toEqual([ids[0]]);
    expect(s.objects[player(s, A).champion!]!.damage).toBe(10);
  });

  it('at random: no choice is asked', () => {
    let { s } = cast({ op: 'banishOwnMaterialCards', count: 1, random: true, then: [recover(3)] }, 3);
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending);
    expect(player(s, A).banishment.length).toBe(1);
    expect(player(s, A).materialDeck.length).toBe(2);
    expect(s.objects[player(s, A).champion!]!.damage).toBe(7);
  });
});
