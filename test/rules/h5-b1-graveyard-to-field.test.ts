// Returning a card from a graveyard to the field (game-mechanics/game-mechanics-game-zones/game-zones-graveyard.md#general-rules):
// it enters as a new object under its owner's control unless the effect says yours; a card no longer in the
// graveyard as the effect resolves stays where it is.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import type { Effect } from '../../src/cards/vocabulary.js';
import type { GameState } from '../../src/engine/index.js';
import { objDef } from '../../src/engine/state/query.js';
import { A, B, act, addCard, edit, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const ally = defineCard({ slug: 'test-ally', name: 'test-ally', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, {});

function cast(e: Effect, leaveFirst = false): { s: GameState; card: string } {
  const spell = defineCard({ slug: 'test-raise', name: 'test-raise', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
    { targets: [{ kind: 'graveyardCard', cardType: 'ALLY' }], onResolve: [e] });
  let s = withDef(withDef(newGame({ first: A }), spell), ally);
  let card: string;
  [s, card] = addCard(s, B, 'test-ally', 'graveyard');
  let raise: string;
  [s, raise] = addCard(s, A, 'test-raise');
  s = payReserve(act(act(s, A, { type: 'activate', card: raise }), A, { type: 'chooseTarget', target: { kind: 'card', id: card } }), A);
  if (leaveFirst) s = edit(s, (t) => { player(t, B).graveyard = player(t, B).graveyard.filter((c) => c !== card); player(t, B).banishment = [...player(t, B).banishment, card]; });
  return { s: passUntil(s, (t) => t.stack.length === 0 && !t.pending), card };
}
const objectOf = (s: GameState, card: string) => Object.values(s.objects).find((o) => o.card === card);

describe('From a graveyard to the field (game-zones-graveyard.md#general-rules)', () => {
  it("under its owner's control by default, or yours, rested, with another subtype", () => {
    expect(objectOf(cast({ op: 'graveyardToField', card: { target: 0 } }).s, cast({ op: 'graveyardToField', card: { target: 0 } }).card)?.controller).toBe(B);
    const { s, card } = cast({ op: 'graveyardToField', card: { target: 0 }, underYourControl: true, rested: true, addSubtypes: ['SPIRIT'] });
    const o = objectOf(s, card)!;
    expect([o.controller, o.owner, o.rested]).toEqual([A, B, true]);
    expect(objDef(s, o).subtypes).toContain('SPIRIT');
  });

  it('a card that left the graveyard first does not come back', () => {
    const { s, card } = cast({ op: 'graveyardToField', card: { target: 0 } }, true);
    expect(objectOf(s, card)).toBeUndefined();
  });
});
