// Counters put on an object chosen as the effect resolves, not targeted
// (game-mechanics/game-mechanics-objects-and-targeting.md#target): an object that can't be targeted may
// still be chosen; with one candidate nothing is asked; only the effect's controller's objects count.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, newGame, passUntil, payReserve, withDef } from '../engine/helpers.js';

const grow = defineCard({ slug: 'test-grow', name: 'test-grow', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'countersOnChosen', filter: { type: 'ALLY' }, counter: 'buff', count: 2 }] });
const ally = (slug: string, keywords: ('omnishroud')[] = []) =>
  ({ ...defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {}), keywords });

function cast(s: GameState): GameState {
  let card: string;
  [s, card] = addCard(withDef(s, grow), A, 'test-grow');
  return passUntil(payReserve(act(s, A, { type: 'activate', card }), A), (t) => t.pending?.kind === 'chooseForCounters' || (t.stack.length === 0 && !t.pending));
}

describe('Counters on an object chosen on resolution (game-mechanics-objects-and-targeting.md#target)', () => {
  it('one candidate gets them at once, even one that cannot be targeted; an opponent\'s object is never a candidate', () => {
    let s = withDef(withDef(newGame({ first: A }), ally('test-hidden', ['omnishroud'])), ally('test-plain'));
    let hidden: string, theirs: string;
    [s, hidden] = addObject(s, A, 'test-hidden');
    [s, theirs] = addObject(s, B, 'test-plain');
    s = cast(s);
    expect(s.pending).toBeNull();
    expect(s.objects[hidden]!.counters.buff).toBe(2);
    expect(s.objects[theirs]!.counters.buff ?? 0).toBe(0);
  });

  it('with several, the controller picks one as it resolves', () => {
    let s = withDef(newGame({ first: A }), ally('test-plain'));
    let one: string, two: string;
    [s, one] = addObject(s, A, 'test-plain');
    [s, two] = addObject(s, A, 'test-plain');
    s = cast(s);
    expect(s.pending?.kind).toBe('chooseForCounters');
    expect(legalActions(s, A).filter((a) => a.type === 'chooseTarget')).toHaveLength(2);
    s = passUntil(act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: one } }), (t) => t.stack.length === 0 && !t.pending);
    expect([s.objects[one]!.counters.buff, s.objects[two]!.counters.buff ?? 0]).toEqual([2, 0]);
  });
});
