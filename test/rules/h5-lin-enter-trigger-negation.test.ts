// Negating a target object's On Enter triggers unless its controller pays (glossary/game-terms.md#negate): only On
// Enter triggers of that object leave the stack; other abilities of it stay.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, targetAlly } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, atMain, newGame, passUntil, payReserve, withDef } from '../engine/helpers.js';

const double = defineCard({ slug: 'test-double', name: 'test-double', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 2 }, {
  abilities: [
    { kind: 'triggered', trigger: { on: 'enter' }, effects: [{ op: 'draw', who: 'you', count: 1 }] },
    { kind: 'triggered', trigger: { on: 'whenever', event: 'enters', filter: { self: true } }, effects: [{ op: 'draw', who: 'you', count: 1 }] },
  ],
});
const frost = defineCard({ slug: 'test-frost', name: 'test-frost', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'negateEnterTriggersUnlessPays', target: 0, amount: 1 }], targets: [targetAlly({ controller: 'opponent' })] });

describe('Negating On Enter triggers unless paid (glossary/game-terms.md#negate)', () => {
  it('declined: the On Enter trigger leaves the stack; a "whenever" trigger of the same object stays', () => {
    let s = withDef(withDef(passUntil(newGame({ first: A }), atMain(B)), double), frost);
    let c: string;
    [s, c] = addCard(s, B, 'test-double');
    s = act(s, B, { type: 'activate', card: c });
    s = passUntil(s, (t) => t.stack.filter((i) => i.kind === 'trigger').length >= 1 && !!t.opportunity && t.players[t.opportunity.player]!.id === A && !t.pending);
    const before = s.stack.filter((i) => i.kind === 'trigger').length;
    expect(before).toBe(2);
    const ally = Object.values(s.objects).find((o) => o.def === 'test-double')!.id;
    let f: string;
    [s, f] = addCard(s, A, 'test-frost');
    s = act(act(s, A, { type: 'activate', card: f }), A, { type: 'chooseTarget', target: { kind: 'object', id: ally } });
    s = passUntil(payReserve(s, A), (t: GameState) => t.pending?.kind === 'payToDo');
    s = act(s, B, { type: 'mayAnswer', accept: false });
    const left = s.stack.filter((i) => i.kind === 'trigger' && i.source === ally);
    expect(left.length).toBe(before - 1);
    expect(left.every((i) => s.defs[i.def]!.abilities[i.abilityIndex!]!.kind === 'triggered' && (s.defs[i.def]!.abilities[i.abilityIndex!] as { trigger: { on: string } }).trigger.on !== 'enter')).toBe(true);
  });
});
