// Abilities that function from the graveyard (game-mechanics/game-mechanics-abilities/README.md#general-rules): only
// the owner may activate one, only from their graveyard, with Opportunity; banishing the card is part of its cost;
// the same ability does nothing on the field, and not while the graveyard's cards lose their abilities.
import { describe, expect, it } from 'vitest';
import { banishSelf, defineCard, payReserve, recover, reserve } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, edit, newGame, passUntil, player, withDef } from '../engine/helpers.js';
import { payReserve as pay } from '../engine/helpers.js';

const ghost = defineCard({ slug: 'test-ghost', name: 'test-ghost', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 1 },
  { abilities: [{ kind: 'activated', fromGraveyard: true, speed: 'fast', costs: [payReserve(1), banishSelf()], effects: [recover(2)] }] });

function setup(): { s: GameState; card: string } {
  let s = edit(withDef(newGame({ first: A }), ghost), (t) => { t.objects[player(t, A).champion!]!.damage = 5; });
  let card: string;
  [s, card] = addCard(s, A, 'test-ghost', 'graveyard');
  return { s, card };
}
const offered = (s: GameState, who: string) => legalActions(s, who).filter((a) => a.type === 'activateGraveyardAbility');

describe('Abilities that work from the graveyard (game-mechanics-abilities/README.md#general-rules)', () => {
  it('the owner activates it from the graveyard, paying its reserve cost and banishing the card', () => {
    let { s, card } = setup();
    expect(offered(s, A)).toEqual([{ type: 'activateGraveyardAbility', card, index: 0 }]);
    expect(offered(s, B)).toEqual([]);
    s = pay(act(s, A, { type: 'activateGraveyardAbility', card, index: 0 }), A);
    expect(player(s, A).banishment).toContain(card);
    expect(player(s, A).graveyard).not.toContain(card);
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending);
    expect(s.objects[player(s, A).champion!]!.damage).toBe(3);
    expect(offered(s, A)).toEqual([]);
  });

  it('on the field the same ability cannot be activated', () => {
    let { s } = setup();
    let id: string;
    [s, id] = addObject(s, A, 'test-ghost');
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === id)).toBe(false);
  });

  it('not without Opportunity, nor without the reserve to pay', () => {
    let { s } = setup();
    expect(offered(passUntil(s, atMain(B)), A)).toEqual([]); // Bob holds Opportunity in his main phase
    s = edit(s, (t) => { player(t, A).hand = []; });
    expect(offered(s, A)).toEqual([]);
  });
});
