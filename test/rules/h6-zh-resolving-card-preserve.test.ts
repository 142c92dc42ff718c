// A card activation that puts itself into its owner's material deck, preserved (glossary/keywords-and-abilities.md#preserve;
// 'game-mechanics/game-mechanics-playing-cards/playing-cards-resolution.md#general-rules': a resolved card goes to the
// graveyard unless an effect puts it elsewhere). src/engine/effects/resolving-card-preserve.ts.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, reserve } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { A, act, addCard, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const keeper = defineCard({ slug: 'test-self-preserver', name: 'Test Self Preserver', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, {
  onResolve: [{ op: 'preserveThisCard' }, draw(1), { op: 'preserveThisCard' }],
});
const copier = defineCard({ slug: 'test-self-preserver-banish', name: 'Test Banish Then Preserve', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, {
  onResolve: [{ op: 'banishThisCard' }, { op: 'preserveThisCard' }],
});

function resolve(s: GameState, slug: string): [GameState, string] {
  let card: string;
  [s, card] = addCard(s, A, slug);
  s = payReserve(act(s, A, { type: 'activate', card }), A);
  return [passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0), card];
}

describe('the resolving card into the material deck, preserved (keywords-and-abilities.md#preserve)', () => {
  it('it goes there at once, preserved, and the end of the resolution leaves it there', () => {
    let s = withDef(newGame({ first: A }), keeper);
    let card: string;
    [s, card] = resolve(s, keeper.slug);
    expect(player(s, A).materialDeck.filter((c) => c === card)).toHaveLength(1);
    expect(s.preserved).toContain(card);
    expect(player(s, A).graveyard).not.toContain(card);
  });

  it('a card already moved elsewhere by its own effect stays there', () => {
    let s = withDef(newGame({ first: A }), copier);
    let card: string;
    [s, card] = resolve(s, copier.slug);
    expect(player(s, A).banishment).toContain(card);
    expect(player(s, A).materialDeck).not.toContain(card);
  });
});

describe('a phase trigger working only while its card is Preserved (game-mechanics-abilities/README.md#general-rules)', () => {
  const feast = defineCard({ slug: 'test-preserved-feast', name: 'Preserved Feast', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, {
    abilities: [{ kind: 'triggered', trigger: { on: 'beginPhase', phase: 'recollection', whose: 'yours' }, whilePreserved: true, effects: [{ op: 'if', condition: { kind: 'sourceCardPreserved' }, then: [draw(2)] }] }],
    onResolve: [{ op: 'preserveThisCard' }],
  });
  it('triggers at its owner\'s phase from the material deck, and only there', () => {
    let s = withDef(newGame({ first: A }), feast);
    [s] = resolve(s, feast.slug);
    const deck = player(s, A).mainDeck.length;
    s = passUntil(passUntil(s, (t) => t.players[t.turnPlayer]!.id !== A), (t) => t.players[t.turnPlayer]!.id === A && t.phase === 'main');
    expect(deck - player(s, A).mainDeck.length).toBe(3); // two from the trigger, one in the draw phase
  });
});
