// Discarding chosen cards from a champion's inner lineage ('glossary/game-terms.md#inner-lineage',
// 'glossary/game-terms.md#discard'): the cards are chosen as the effect resolves (not targets), never the champion card on
// top, all from one lineage; they go to their owners' graveyards (src/engine/effects/lineage-discard.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, champion, edit, player, refuse } from '../engine/helpers.js';
import { activate } from '../cards/amb/scenario.js';
import { addCards, aliceAs, drive } from '../cards/amb/amb1-support.js';

const hex = defineCard({ slug: 'test-h6r-hex', name: 'Test Hex', types: ['ACTION'], subtypes: ['CURSE'], element: 'NORM', cost: reserve(1) }, {});
const purge = defineCard({ slug: 'test-h6r-purge', name: 'Test Purge', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'discardLineageCards', filter: {}, max: 3 }] });

function setUp(): { s: GameState; inner: string[] } {
  let s = aliceAs({ level: 2 });
  let inner: string[];
  [s, inner] = addCards(s, B, hex, 'graveyard', 2);
  s = edit(s, (t) => {
    player(t, B).graveyard = player(t, B).graveyard.filter((c) => !inner.includes(c));
    t.objects[player(t, B).champion!]!.lineage = [...inner];
  });
  [s] = activate(s, A, purge);
  for (let i = 0; i < 10 && s.pending?.kind !== 'discardLineageCards'; i++) s = act(s, legalActions(s, A).some((a) => a.type === 'pass') ? A : B, { type: 'pass' });
  return { s, inner };
}

describe("discarding from a lineage ('glossary/game-terms.md#inner-lineage')", () => {
  it('only inner lineage cards are offered, never the champion card on top; a wrong pick is refused citing the page', () => {
    const { s, inner } = setUp();
    const offered = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'card' ? [a.target.id] : []));
    expect(offered.sort()).toEqual([...inner].sort());
    expect(offered).not.toContain(champion(s, B).card);
    expect(refuse(s, A, { type: 'chooseTarget', target: { kind: 'card', id: champion(s, B).card! } }).rule).toBe('glossary/game-terms.md#inner-lineage');
  });

  it("the discarded cards go to their owner's graveyard ('glossary/game-terms.md#discard'); the champion keeps its top card", () => {
    let { s, inner } = setUp();
    const top = champion(s, B).card;
    s = drive(act(act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: inner[0]! } }), A, { type: 'chooseTarget', target: { kind: 'card', id: inner[1]! } }));
    expect(player(s, B).graveyard).toEqual(expect.arrayContaining(inner));
    expect(champion(s, B).lineage).toEqual([]);
    expect(champion(s, B).card).toBe(top);
  });
});
