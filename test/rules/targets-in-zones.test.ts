import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import { A, B, act, addCard, champion, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const fast = (slug: string, extra: Partial<CardDef>): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}), ...extra });

describe('Targets that are not objects (game-mechanics/game-mechanics-objects-and-targeting.md#target)', () => {
  it('a card in a graveyard can be targeted and banished', () => {
    let s = withDef(newGame({ first: A }), fast('test-exhume', { targets: [{ kind: 'graveyardCard', controller: 'opponent' }], onResolve: [{ op: 'banishCard', target: 0 }] }));
    let mine: string, theirs: string, card: string;
    [s, mine] = addCard(s, A, 'smoke-out', 'graveyard');
    [s, theirs] = addCard(s, B, 'glacial-evocation', 'graveyard');
    [s, card] = addCard(s, A, 'test-exhume');
    s = act(s, A, { type: 'activate', card });
    const choices = legalActions(s, A).filter((a) => a.type === 'chooseTarget');
    expect(choices).toEqual([{ type: 'chooseTarget', target: { kind: 'card', id: theirs } }]);
    s = act(s, A, choices[0]!);
    s = passUntil(s, (t) => t.stack.length === 0);
    expect(player(s, B).banishment).toContain(theirs);
    expect(player(s, A).graveyard).toContain(mine);
  });

  it('a card activation on the stack can be negated; its card goes to the graveyard and it never resolves', () => {
    let s = withDef(newGame({ first: A }), fast('test-negate', { targets: [{ kind: 'activation' }], onResolve: [{ op: 'negate', target: 0 }] }));
    let smoke: string, neg: string;
    [s, smoke] = addCard(s, A, 'smoke-out');
    [s, neg] = addCard(s, B, 'test-negate');
    s = act(s, A, { type: 'activate', card: smoke });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: champion(s, B).id } });
    s = payReserve(s, A);
    s = act(s, A, { type: 'pass' });
    s = act(s, B, { type: 'activate', card: neg });
    // It cannot target itself; the only activation is Smoke Out.
    const choices = legalActions(s, B).filter((a) => a.type === 'chooseTarget');
    expect(choices).toHaveLength(1);
    s = act(s, B, choices[0]!);
    s = passUntil(s, (t) => t.stack.length === 0);
    expect(champion(s, B).damage).toBe(0);
    expect(player(s, A).graveyard).toContain(smoke);
    expect(s.log.some((l) => l.text.includes('Smoke Out is negated'))).toBe(true);
  });
});
