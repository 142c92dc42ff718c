// Modes open only under a condition ('glossary/game-terms.md#modes': modes are chosen before the card goes on
// the stack): a mode whose condition fails is not offered, and one whose condition holds is
// (src/engine/play/mode-conditions.ts).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { defineCard, draw, levelRestriction, reserve } from '../../src/cards/define.js';
import { A, act, addCard, refuse, withDef } from '../engine/helpers.js';
import { aliceAs } from '../cards/amb/amb1-support.js';

const gated = defineCard({ slug: 'test-gated-modes', name: 'Test Gated Modes', types: ['ACTION'], element: 'NORM', cost: reserve(0) },
  { modes: [{ effects: [draw(1)] }, { condition: levelRestriction(3), effects: [draw(2)] }] });

function modesOffered(s: GameState): number[] {
  let card: string;
  [s, card] = addCard(withDef(s, gated), A, gated.slug);
  s = act(s, A, { type: 'activate', card });
  return legalActions(s, A).flatMap((a) => (a.type === 'chooseMode' ? [a.mode] : []));
}

describe("mode conditions ('glossary/game-terms.md#modes')", () => {
  it('a mode gated by a level is offered only at that level', () => {
    expect(modesOffered(aliceAs({ level: 1 }))).toEqual([0]);
    expect(modesOffered(aliceAs({ level: 3 }))).toEqual([0, 1]);
  });

  it('choosing a closed mode is refused', () => {
    let s = aliceAs({ level: 1 });
    let card: string;
    [s, card] = addCard(withDef(s, gated), A, gated.slug);
    s = act(s, A, { type: 'activate', card });
    expect(refuse(s, A, { type: 'chooseMode', mode: 1 }).message).toMatch(/mode/i);
    s = act(s, A, { type: 'chooseMode', mode: 0 });
    expect(s.pending?.kind).not.toBe('activation'); // mode 0 accepted
  });
});
