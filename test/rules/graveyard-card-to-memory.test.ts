// A target card in a graveyard named by several subtypes at once, returned to its owner's memory
// (game-mechanics/game-mechanics-objects-and-targeting.md#target). A card no longer a legal target as
// the effect resolves is left where it is.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import { A, B, act, addCard, edit, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const card = (slug: string, subtypes: string[]) => defineCard({ slug, name: slug, types: ['ACTION'], subtypes, element: 'NORM', cost: reserve(1) }, {});
const recall = defineCard({ slug: 'test-recall', name: 'test-recall', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [{ kind: 'graveyardCard', controller: 'you', subtypes: ['KNIGHT', 'ORDER'] }], onResolve: [{ op: 'graveyardCardToMemory', target: 0 }] });

describe('A graveyard card with all of several subtypes, back to memory (game-mechanics-objects-and-targeting.md#target)', () => {
  it('only your cards with both subtypes may be chosen; the chosen one goes to your memory', () => {
    let s = newGame({ first: A });
    for (const d of [card('test-both', ['KNIGHT', 'ORDER']), card('test-one', ['KNIGHT']), recall]) s = withDef(s, d);
    let both: string, one: string, theirs: string, c: string;
    [s, both] = addCard(s, A, 'test-both', 'graveyard');
    [s, one] = addCard(s, A, 'test-one', 'graveyard');
    [s, theirs] = addCard(s, B, 'test-both', 'graveyard');
    [s, c] = addCard(s, A, 'test-recall');
    s = act(s, A, { type: 'activate', card: c });
    const offered = legalActions(s, A).filter((a) => a.type === 'chooseTarget').map((a) => (a as { target: { id: string } }).target.id);
    expect(offered).toEqual([both]);
    expect([one, theirs].some((x) => offered.includes(x))).toBe(false);
    s = payReserve(act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: both } }), A);
    // Gone from the graveyard before it resolves: the effect does nothing.
    const moved = edit(s, (t) => { player(t, A).graveyard = player(t, A).graveyard.filter((x) => x !== both); player(t, A).banishment = [...player(t, A).banishment, both]; });
    const done = (x: typeof s) => passUntil(x, (t) => t.stack.length === 0 && !t.pending);
    expect(player(done(moved), A).memory).not.toContain(both);
    expect(player(done(s), A).memory).toContain(both);
  });
});
