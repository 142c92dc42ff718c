// Target cards "from a single graveyard" (game-mechanics/game-mechanics-objects-and-targeting.md#target): once one
// target card is chosen, the next ones come from that card's graveyard; a skipped target does not fix the graveyard.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, newGame, refuse, withDef } from '../engine/helpers.js';

const spec = { kind: 'graveyardCard', optional: true, singleGraveyard: true } as const;
const pick2 = defineCard({ slug: 'test-pick2', name: 'test-pick2', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'banishCard', target: 0 }, { op: 'banishCard', target: 1 }], targets: [spec, spec] });
const offered = (s: GameState) => legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' ? [a.target && 'id' in a.target ? a.target.id : null] : []));

function start() {
  let s = withDef(newGame({ first: A }), pick2);
  let mine: string, theirs: string, theirs2: string, c: string;
  [s, mine] = addCard(s, A, 'smoke-out', 'graveyard');
  [s, theirs] = addCard(s, B, 'smoke-out', 'graveyard');
  [s, theirs2] = addCard(s, B, 'smoke-out', 'graveyard');
  [s, c] = addCard(s, A, 'test-pick2');
  return { s: act(s, A, { type: 'activate', card: c }), mine, theirs, theirs2 };
}

describe('Targets from a single graveyard (game-mechanics-objects-and-targeting.md#target)', () => {
  it("after one of Bob's cards, only Bob's graveyard is offered; Alice's card is refused", () => {
    const { s: s0, mine, theirs, theirs2 } = start();
    expect(offered(s0)).toEqual(expect.arrayContaining([mine, theirs, theirs2, null]));
    const s = act(s0, A, { type: 'chooseTarget', target: { kind: 'card', id: theirs } });
    expect(offered(s)).toEqual([theirs2, null]);
    refuse(s, A, { type: 'chooseTarget', target: { kind: 'card', id: mine } }, 'game-mechanics-objects-and-targeting.md#target');
  });

  it('a first target left empty fixes nothing', () => {
    const { s: s0, mine, theirs } = start();
    const s = act(s0, A, { type: 'chooseTarget', target: null });
    expect(offered(s)).toEqual(expect.arrayContaining([mine, theirs, null]));
  });
});
