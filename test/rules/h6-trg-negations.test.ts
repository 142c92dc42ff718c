// h6-trg: a card activation being negated (rules/glossary/game-terms.md#negate) is an event for its controller
// ('activationNegated', carrying the card's printed reserve cost); "negate all card activations you don't control"
// counts as negating each of them (it did not: "a card activation was negated this turn" stayed false).
import { describe, expect, it } from 'vitest';
import { defineCard, memory, putCounters, reserve, self, triggered, whenever } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { actingPlayers } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { conditionMet } from '../../src/engine/state/query.js';
import { A, B, act, addCard, addObject, atMain, newGame, passUntil, payReserve, withDef } from '../engine/helpers.js';

const NEGATE = 'rules/glossary/game-terms.md#negate';
const spell = (slug: string, cost: number): CardDef => defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(cost), speed: true }, {});
const negateAll: CardDef = { ...defineCard({ slug: 'test-h6-negate-all', name: 'Negate All', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}), onResolve: [{ op: 'negateAll', notYours: true }] };
const watch = defineCard({ slug: 'test-h6-negated-watch', name: 'Watch', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) },
  { abilities: [triggered(whenever('activationNegated', { who: 'you' }), [{ op: 'scaled', x: { of: 'x' }, effect: putCounters(self(), 'refinement', 0) }])] });
const settle = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);

describe('A card activation negated', () => {
  it(`${NEGATE}: negated by "negate all you don't control", it is counted as negated and its controller's watcher gets its reserve cost`, () => {
    let s = withDef(passUntil(newGame({ first: A }), atMain(A)), watch);
    let w: string, c: string, n: string;
    [s, w] = addObject(s, A, 'test-h6-negated-watch');
    [s, c] = addCard(withDef(s, spell('test-h6-cost-2', 2)), A, 'test-h6-cost-2');
    s = payReserve(act(s, A, { type: 'activate', card: c }), A);
    while (actingPlayers(s)[0] !== B) s = act(s, actingPlayers(s)[0]!, { type: 'pass' });
    expect(conditionMet(s, A, { kind: 'negatedThisTurn' })).toBe(false);
    [s, n] = addCard(withDef(s, negateAll), B, negateAll.slug);
    s = settle(payReserve(act(s, B, { type: 'activate', card: n }), B));
    expect(s.stack).toHaveLength(0);
    expect(conditionMet(s, A, { kind: 'negatedThisTurn' })).toBe(true);
    expect(s.objects[w]!.counters.refinement).toBe(2);
  });
});
