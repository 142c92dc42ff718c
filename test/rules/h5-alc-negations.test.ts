// Negated card activations are remembered for the turn, and "whenever you negate a card activation" triggers for
// the player whose effect negated it (src/engine/effects/negations.ts; glossary/game-terms.md#negate).
import { describe, expect, it } from 'vitest';
import { defineCard, draw, memory, reserve, targetActivation, triggered, whenever } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { conditionMet } from '../../src/engine/state/query.js';
import { A, B, act, addCard, atMain, enable, mainPhaseOf, passUntil, payReserve, player, withDef } from '../cards/doa/support.js';
import { place } from '../cards/doa/round2-helpers.js';

const denial = defineCard({ slug: 'test-denial', name: 'Test Denial', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [targetActivation()], onResolve: [{ op: 'negate', target: 0 }] });
const watcher = defineCard({ slug: 'test-negation-watcher', name: 'Test Watcher', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) },
  { abilities: [triggered(whenever('negates', { who: 'you' }), [draw(1)])] });
const negated = { kind: 'negatedThisTurn' } as const;

/** Bob (on his turn) activates an ally; Alice negates it. */
function bobNegated(): { s: GameState; ally: string } {
  let s = enable(withDef(withDef(passUntil(mainPhaseOf(A), atMain(B)), denial), watcher), B, 'FIRE');
  [s] = place(s, A, watcher);
  [s] = place(s, B, watcher);
  let ally: string, d: string;
  [s, ally] = addCard(s, B, 'blitz-mage');
  s = payReserve(act(s, B, { type: 'activate', card: ally }), B);
  s = passUntil(s, (u) => u.opportunity !== null && u.players[u.opportunity!.player]!.id === A);
  const item = s.stack.at(-1)!.id;
  [s, d] = addCard(s, A, denial.slug);
  s = act(s, A, { type: 'activate', card: d });
  s = act(s, A, { type: 'chooseTarget', target: { kind: 'stack', id: item } });
  return { s: payReserve(s, A), ally };
}

describe('negating card activations (glossary/game-terms.md#negate)', () => {
  it('a negation is remembered until the turn ends, for every player', () => {
    const { s: before } = bobNegated();
    expect(conditionMet(before, A, negated)).toBe(false);
    const s = passUntil(before, (t) => t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending);
    expect(conditionMet(s, A, negated)).toBe(true);
    expect(conditionMet(s, B, negated)).toBe(true);
    expect(conditionMet(passUntil(s, atMain(A)), A, negated)).toBe(false);
  });
  it('"whenever you negate" triggers only for the player who negated', () => {
    const { s: start } = bobNegated();
    const hands = [player(start, A).hand.length, player(start, B).hand.length];
    const s = passUntil(start, (t) => t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending);
    expect(player(s, A).hand.length).toBe(hands[0]! + 1);
    expect(player(s, B).hand.length).toBe(hands[1]!);
  });
});
