// h5-b2 mechanics with cards of our own: an exact-count optional graveyard banish
// (game-mechanics/game-mechanics-game-zones/game-zones-graveyard.md#general-rules), "for each of up to N" counts,
// and banishing objects with a draw for each (glossary/game-terms.md#banish).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import { A, B, act, activateFromHand, mainPhaseOf, player, resolveAll, untilPending, withDef } from '../cards/doa/support.js';
import { place } from '../cards/doa/round2-helpers.js';
import { addCards } from '../cards/rdo/rdo-1-support.js';
import { ally } from '../cards/ptm/ptm-support.js';

const spell = (slug: string, extra: Partial<CardDef>): CardDef => ({
  ...defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}), ...extra,
});

describe('exactly N cards or none (game-zones-graveyard.md#general-rules)', () => {
  const exact = spell('test-exact', { onResolve: [{ op: 'banishFromGraveyard', filter: {}, max: 2, exactly: true, then: [{ op: 'draw', who: 'you', count: 1 }] }] });
  it('with too few cards nothing is asked; once one is picked, stopping is refused', () => {
    let s = addCards(mainPhaseOf(A), A, 'smoke-out', 1, 'graveyard');
    expect(resolveAll(activateFromHand(s, A, exact)[0]).pending).toBeNull();
    s = addCards(s, A, 'smoke-out', 2, 'graveyard');
    s = untilPending(activateFromHand(s, A, exact)[0], 'banishFromGraveyard');
    s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseTarget' && a.target !== null)!);
    expect(() => act(s, A, { type: 'chooseTarget', target: null })).toThrow();
  });
});

describe('"for each of up to N" and banish-then-draw (glossary/game-terms.md#banish)', () => {
  it('X counts at most N', () => {
    const grow = spell('test-grow', { onResolve: [{ op: 'scaled', x: { of: 'counts', counts: [{ zone: 'graveyard' }] }, atMost: 2, effect: { op: 'draw', who: 'you', count: 0 } }] });
    const s = addCards(mainPhaseOf(A), A, 'smoke-out', 5, 'graveyard');
    const deck = player(s, A).mainDeck.length;
    const t = resolveAll(activateFromHand(s, A, grow)[0]);
    expect(deck - player(t, A).mainDeck.length).toBe(2);
  });
  it('each player draws for each of their objects banished', () => {
    const sweep = spell('test-sweep', { onResolve: [{ op: 'banishEachDraws', subject: { ref: 'allAllies' } }] });
    let s = withDef(mainPhaseOf(A), sweep);
    [s] = place(s, B, ally('test-b1', ['HUMAN']));
    [s] = place(s, B, ally('test-b2', ['HUMAN']));
    const [a, b] = [player(s, A).mainDeck.length, player(s, B).mainDeck.length];
    s = resolveAll(activateFromHand(s, A, sweep)[0]);
    expect([a - player(s, A).mainDeck.length, b - player(s, B).mainDeck.length]).toEqual([0, 2]);
  });
});
