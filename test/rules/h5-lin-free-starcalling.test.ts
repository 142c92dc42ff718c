// Paying (0) instead of a Starcalling cost (glossary/keywords-and-abilities.md#starcalling): offered only to a player
// whose champion allows it, and once each turn.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, staticAbility } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, atMain, edit, newGame, passUntil, player, refuse, withDef } from '../engine/helpers.js';

const look = defineCard({ slug: 'test-look', name: 'test-look', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [{ op: 'glimpse', count: 1 }] });
const star: CardDef = { ...defineCard({ slug: 'test-star', name: 'test-star', types: ['ACTION'], element: 'NORM', cost: reserve(3), speed: true }, { onResolve: [] }), keywords: ['starcalling'], activationValues: { starcalling: 2 } };
const patron = { ...defineCard({ slug: 'test-patron', name: 'test-patron', types: ['CHAMPION'], element: 'NORM', cost: reserve(0), life: 20 }, { abilities: [staticAbility({ kind: 'freeStarcalling' })] }), level: 1 };

function glimpsing(withPatron: boolean): { s: GameState; st: string } {
  let s = [look, star, patron].reduce((t, d) => withDef(t, d), passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A)));
  if (withPatron) s = edit(s, (t) => { t.objects[player(t, A).champion!]!.def = 'test-patron'; });
  let st: string, l: string;
  [s, st] = addCard(s, A, 'test-star', 'mainDeck');
  [s, l] = addCard(s, A, 'test-look');
  return { s: passUntil(act(s, A, { type: 'activate', card: l }), (t) => t.pending?.kind === 'glimpse'), st };
}

describe('Free starcalling (keywords-and-abilities.md#starcalling)', () => {
  it('without such a champion it is not offered, and refused', () => {
    const { s, st } = glimpsing(false);
    expect(legalActions(s, A)).not.toContainEqual({ type: 'starcall', card: st, free: true });
    refuse(s, A, { type: 'starcall', card: st, free: true }, 'keywords-and-abilities.md#starcalling');
  });

  it('with it, the card is starcalled paying nothing, even with no card in hand to pay the usual cost', () => {
    let { s, st } = glimpsing(true);
    s = edit(s, (t) => { player(t, A).hand = []; });
    expect(legalActions(s, A)).not.toContainEqual({ type: 'starcall', card: st });
    s = act(s, A, { type: 'starcall', card: st, free: true });
    expect(s.stack.some((i) => i.card === st)).toBe(true);
  });
});
