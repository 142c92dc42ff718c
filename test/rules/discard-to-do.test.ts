// "You may discard a … card. If you do, …" (src/engine/effects/discard-to-do.ts; glossary/game-terms.md#discard).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index.js';
import { defineCard, draw, reserve } from '../../src/cards/define.js';
import { A, act, activateFromHand, addCard, mainPhaseOf, player, resolveAll, withDef } from '../cards/doa/support.js';

const fire = defineCard({ slug: 'test-fire-x', name: 'Test Fire X', types: ['ACTION'], element: 'FIRE', cost: reserve(1) }, {});
const norm = defineCard({ slug: 'test-norm-x', name: 'Test Norm X', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, {});
const offer = defineCard({ slug: 'test-offer', name: 'Test Offer', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'discardToDo', filter: { element: 'FIRE' }, then: [draw(2)] }] });

function setup(): [ReturnType<typeof mainPhaseOf>, string, string] {
  let s = withDef(withDef(mainPhaseOf(A), fire), norm);
  let f: string, n: string;
  [s, f] = addCard(s, A, fire.slug);
  [s, n] = addCard(s, A, norm.slug);
  [s] = activateFromHand(s, A, offer);
  for (let i = 0; i < 6 && !s.pending && s.stack.length; i++) s = act(s, s.players[s.opportunity!.player]!.id, { type: 'pass' });
  return [s, f, n];
}

describe('discard to do', () => {
  it('offers only cards of the kind; discarding one does the rest', () => {
    let [s, f, n] = setup();
    expect(s.pending?.kind).toBe('discardToDo');
    const ids = legalActions(s, A).filter((a) => a.type === 'chooseTarget').map((a) => (a as { target: { id: string } | null }).target?.id ?? null);
    expect(ids).toContain(f);
    expect(ids).toContain(null);
    expect(ids).not.toContain(n);
    for (const id of ids) if (id) expect(s.defs[s.cards[id]!.def]!.elements).toContain('FIRE');
    const before = player(s, A).hand.length;
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: f } }));
    expect(player(s, A).graveyard).toContain(f);
    expect(player(s, A).hand.length).toBe(before - 1 + 2);
    expect(player(s, A).hand).toContain(n);
  });

  it('declining skips the rest; the card of the wrong kind is refused', () => {
    let [s, , n] = setup();
    expect(() => act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: n } })).toThrow();
    const before = player(s, A).hand.length;
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: null }));
    expect(player(s, A).hand.length).toBe(before);
  });
});
