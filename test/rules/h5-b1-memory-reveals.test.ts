// Revealing cards from memory (glossary/game-terms.md#reveal): each revealed card's own "whenever you reveal this
// card from your memory" ability triggers from the memory (game-mechanics/game-mechanics-abilities/README.md#general-rules);
// cards not revealed, or in another zone, do not.
import { describe, expect, it } from 'vitest';
import { defineCard, recover, reserve } from '../../src/cards/define.js';
import type { Effect } from '../../src/cards/vocabulary.js';
import { A, act, addCard, edit, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const secret = defineCard({ slug: 'test-secret', name: 'test-secret', types: ['ACTION'], element: 'NORM', cost: reserve(0) },
  { abilities: [{ kind: 'triggered', trigger: { on: 'revealedFromMemory' }, effects: [recover(1)] }] });

function run(e: Effect, zone: 'memory' | 'hand', copies = 1): number {
  const spell = defineCard({ slug: 'test-show', name: 'test-show', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [e] });
  let s = edit(withDef(withDef(newGame({ first: A }), secret), spell), (t) => { t.objects[player(t, A).champion!]!.damage = 10; player(t, A).memory = []; });
  for (let i = 0; i < copies; i++) [s] = addCard(s, A, 'test-secret', zone);
  let card: string;
  [s, card] = addCard(s, A, 'test-show');
  s = payReserve(act(s, A, { type: 'activate', card }), A);
  s = passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
  return 10 - s.objects[player(s, A).champion!]!.damage;
}

describe('Revealed from memory (glossary/game-terms.md#reveal)', () => {
  it('each revealed card triggers once', () => {
    expect(run({ op: 'revealMemory' }, 'memory', 2)).toBe(2);
    expect(run({ op: 'revealZones', who: 'you', zones: ['memory'] }, 'memory')).toBe(1);
  });
  it('revealing the hand, or a card outside the memory, does not', () => {
    expect(run({ op: 'revealZones', who: 'you', zones: ['hand'] }, 'hand')).toBe(0);
    expect(run({ op: 'revealMemory' }, 'hand')).toBe(0);
  });
});
