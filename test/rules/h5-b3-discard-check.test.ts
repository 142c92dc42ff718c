// "Discard a card. If a [kind] card was discarded, …" ('glossary/game-terms.md#discard'): a required discard
// can't be declined while the hand has a card, and the follow-up reads the card discarded
// (src/engine/effects/discard-to-do.ts: required, ifDiscarded).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { defineCard, drawIntoMemory, reserve } from '../../src/cards/define.js';
import { A, act, player, refuse } from '../engine/helpers.js';
import { activate } from '../cards/amb/scenario.js';
import { addCards, aliceAs, drive } from '../cards/amb/amb1-support.js';

const fire = defineCard({ slug: 'test-fire-b3d', name: 'Test Fire', types: ['ACTION'], element: 'FIRE', cost: reserve(9) }, { onResolve: [] });
const rule = defineCard({ slug: 'test-discard-check', name: 'Test Discard Check', types: ['ACTION'], element: 'NORM', cost: reserve(0) },
  { onResolve: [{ op: 'discardToDo', filter: {}, required: true, then: [], ifDiscarded: { filter: { element: 'FIRE' }, then: [drawIntoMemory(1)] } }] });

function toDiscard(s: GameState): GameState {
  [s] = activate(s, A, rule);
  for (let i = 0; i < 6 && s.pending?.kind !== 'discardToDo'; i++) s = act(s, legalActions(s, A).some((a) => a.type === 'pass') ? A : 'bob', { type: 'pass' });
  return s;
}

describe("required discard with a check of the card ('glossary/game-terms.md#discard')", () => {
  it('declining is not offered and is refused', () => {
    let s = aliceAs({});
    [s] = addCards(s, A, fire, 'hand', 1);
    s = toDiscard(s);
    expect(s.pending?.kind).toBe('discardToDo');
    expect(legalActions(s, A).some((a) => a.type === 'chooseTarget' && a.target === null)).toBe(false);
    refuse(s, A, { type: 'chooseTarget', target: null });
  });

  it('the follow-up happens only for a card of that kind', () => {
    for (const [pickFire, drawn] of [[true, 1], [false, 0]] as const) {
      let s = aliceAs({});
      let f: string[];
      [s, f] = addCards(s, A, fire, 'hand', 1);
      s = toDiscard(s);
      const other = player(s, A).hand.find((c) => c !== f[0])!;
      const deck = player(s, A).mainDeck.length;
      s = drive(act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: pickFire ? f[0]! : other } }));
      expect(deck - player(s, A).mainDeck.length).toBe(drawn);
    }
  });
});
