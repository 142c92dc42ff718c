// "Choose a player; that player gains control of it" (glossary/game-terms.md#control-and-ownership): the player is
// chosen as the effect resolves, any player in the game; control changes, ownership does not; only players are answers.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, newGame, passUntil, payReserve, refuse, withDef } from '../engine/helpers.js';

const gift = defineCard({ slug: 'test-gift', name: 'test-gift', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'chosenPlayerGainsControl', subject: { ref: 'target', index: 0 } }], targets: [{ kind: 'object', nonChampion: true }] });
const thing = defineCard({ slug: 'test-thing', name: 'test-thing', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {});

function cast(s: GameState, id: string): GameState {
  let c: string;
  [s, c] = addCard(withDef(s, gift), A, 'test-gift');
  s = act(s, A, { type: 'activate', card: c });
  s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id } });
  return passUntil(payReserve(s, A), (t) => t.pending?.kind === 'choosePlayerForControl' || (t.stack.length === 0 && !t.pending));
}

describe('A chosen player gains control (glossary/game-terms.md#control-and-ownership)', () => {
  it('each player may be chosen; the chosen one controls it, the owner stays', () => {
    let s = withDef(newGame({ first: A }), thing);
    let it0: string;
    [s, it0] = addObject(s, A, 'test-thing');
    s = cast(s, it0);
    expect(legalActions(s, A).filter((a) => a.type === 'chooseTarget').length).toBe(2);
    expect(refuse(s, A, { type: 'chooseTarget', target: null }, 'game-terms.md#control-and-ownership')).toBeTruthy();
    refuse(s, B, { type: 'chooseTarget', target: { kind: 'player', id: B } }); // only Alice chooses
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'player', id: B } });
    expect(s.objects[it0]!.controller).toBe(B);
    expect(s.objects[it0]!.owner).toBe(A);
  });

  it('choosing its present controller changes nothing', () => {
    let s = withDef(newGame({ first: A }), thing);
    let it0: string;
    [s, it0] = addObject(s, B, 'test-thing');
    s = act(cast(s, it0), A, { type: 'chooseTarget', target: { kind: 'player', id: B } });
    expect(s.objects[it0]!.controller).toBe(B);
  });
});
