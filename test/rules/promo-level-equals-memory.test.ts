// The 'championLevelEqualsMemory' condition: your champion's LV compared with the number of cards in your memory.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { A, act, addCard, atMain, edit, newGame, passUntil, player, withDef } from '../engine/helpers.js';

const probe = defineCard({ slug: 'test-lv-memory-probe', name: 'Test LV Memory Probe', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'if', condition: { kind: 'championLevelEqualsMemory' }, then: [{ op: 'draw', who: 'you', count: 1 }] }] });

/** Alice activates the probe with `memory` cards in memory and `levels` level counters; how many cards she drew. */
function drawn(memory: number, levels: number): number {
  let s: GameState = withDef(passUntil(newGame({ first: A }), atMain(A)), probe);
  s = edit(s, (t) => {
    const p = t.players.find((x) => x.id === A)!;
    p.mainDeck = [...p.memory, ...p.mainDeck];
    p.memory = [];
    t.objects[p.champion!]!.counters.level = levels;
  });
  for (let i = 0; i < memory; i++) [s] = addCard(s, A, 'smoke-out', 'memory');
  let card: string;
  [s, card] = addCard(s, A, probe.slug);
  const deck = player(s, A).mainDeck.length;
  s = passUntil(act(s, A, { type: 'activate', card }), (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
  return deck - player(s, A).mainDeck.length;
}

describe('your LV equal to your memory count (glossary/game-terms.md#lv)', () => {
  it('LV counts level counters; the condition holds only when LV and the memory count are equal (glossary/game-terms.md#lv)', () => {
    const base = (() => { const s = passUntil(newGame({ first: A }), atMain(A)); return s.defs[s.objects[player(s, A).champion!]!.def]!.level ?? 0; })();
    expect(drawn(base, 0)).toBe(1);
    expect(drawn(base + 1, 0)).toBe(0);
    expect(drawn(base + 2, 2)).toBe(1);
    expect(drawn(base, 1)).toBe(0);
  });
});
