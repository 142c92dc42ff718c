// "The next card you activate this turn can't be negated" (glossary/game-terms.md#negate): a negate effect
// aimed at that activation does nothing; the promise covers one card, and only this turn.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, reserve } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, atMain, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const ward = defineCard({ slug: 'test-ward', name: 'test-ward', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [{ op: 'nextActivationUnnegatable' }] });
const negator = defineCard({ slug: 'test-negator', name: 'test-negator', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [{ kind: 'activation' }], onResolve: [{ op: 'negate', target: 0 }] });
const plain = defineCard({ slug: 'test-plain', name: 'test-plain', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [draw(1)] });
const settled = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending);

function cast(s: GameState, who: string, slug: string): GameState {
  let c: string;
  [s, c] = addCard(s, who, slug);
  return payReserve(act(s, who, { type: 'activate', card: c }), who);
}
/** `who` activates the plain card and the other player negates it: did it resolve? */
function negated(s: GameState, who: string): [GameState, boolean] {
  const other = who === A ? B : A;
  s = cast(s, who, plain.slug);
  const item = s.stack[s.stack.length - 1]!.id;
  s = passUntil(s, (t) => t.opportunity !== null && t.players[t.opportunity.player]!.id === other);
  let n: string;
  [s, n] = addCard(s, other, negator.slug);
  s = payReserve(act(act(s, other, { type: 'activate', card: n }), other, { type: 'chooseTarget', target: { kind: 'stack', id: item } }), other);
  const hand = player(s, who).hand.length;
  s = settled(s);
  return [s, player(s, who).hand.length !== hand + 1];
}

describe("Activations that can't be negated (glossary/game-terms.md#negate)", () => {
  it('covers the next card only, and not into the next turn', () => {
    let s = [ward, negator, plain].reduce((t, d) => withDef(t, d), newGame({ first: A }));
    s = settled(cast(s, A, ward.slug));
    let wasNegated: boolean;
    [s, wasNegated] = negated(s, A);
    expect(wasNegated).toBe(false);
    [s, wasNegated] = negated(s, A);
    expect(wasNegated).toBe(true);
    s = settled(cast(s, A, ward.slug));
    s = passUntil(s, atMain(B));
    s = passUntil(s, atMain(A));
    [, wasNegated] = negated(s, A);
    expect(wasNegated).toBe(true);
  });
});
