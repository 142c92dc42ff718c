// A player who attempts to draw from an empty deck loses (general-rules/general-rules-ending-the-game.md#general-rules-ending-the-game,
// rule 5), unless an object they control says they don't; the exemption is theirs alone.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, reserve, staticAbility } from '../../src/cards/define.js';
import { A, B, act, addCard, addObject, edit, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const charm = defineCard({ slug: 'test-charm', name: 'test-charm', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, { abilities: [staticAbility({ kind: 'noEmptyDeckLoss' })] });
const drawer = defineCard({ slug: 'test-drawer', name: 'test-drawer', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [draw(1, 'each')] });

describe('Drawing from an empty deck (general-rules-ending-the-game.md#general-rules-ending-the-game)', () => {
  it('the player with the exemption draws nothing and plays on; the other loses', () => {
    let s = withDef(withDef(newGame({ first: A }), charm), drawer);
    [s] = addObject(s, A, 'test-charm');
    s = edit(s, (t) => { player(t, A).mainDeck = []; player(t, B).mainDeck = []; });
    let card: string;
    [s, card] = addCard(s, A, 'test-drawer');
    s = passUntil(payReserve(act(s, A, { type: 'activate', card }), A), (t) => t.stack.length === 0 && !t.pending || !!t.result);
    expect(player(s, A).lost).toBe(false);
    expect(player(s, B).lost).toBe(true);
  });
});
