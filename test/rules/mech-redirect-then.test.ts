// Redirecting an attack (game-mechanics/game-mechanics-objects-and-targeting.md#redirect): "if you do" effects follow
// only when the attack's target really changed; `fromNotYours` leaves attacks on your own units alone.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, reserve } from '../../src/cards/define.js';
import type { Effect } from '../../src/cards/vocabulary.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, atMain, attack, champion, mainPhaseOf, passUntil, payReserve, player } from '../cards/doa/support.js';
import { fill, place } from '../cards/doa/round2-helpers.js';
import { addCards } from '../cards/rdo/rdo-1-support.js';

const brute = defineCard({ slug: 'test-brute', name: 'Test Brute', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 2, life: 5 }, {});
const aliceMayAct = (s: GameState) => !!s.opportunity && s.players[s.opportunity.player]!.id === A && !s.pending;
const spell = (e: Effect) => defineCard({ slug: 'test-redirect', name: 'Test Redirect', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [e] });

/** Bob's ally attacks Alice's champion or her ally; Alice answers with `e`. Returns the state, her ally, and the cards she drew. */
function run(e: Effect, atAlly: boolean): [GameState, string, number] {
  let s = mainPhaseOf(A);
  let mine: string, b: string;
  [s, mine] = place(s, A, brute);
  s = passUntil(passUntil(passUntil(s, atMain(B)), atMain(A)), atMain(B));
  [s, b] = place(s, B, brute);
  s = attack(s, B, b, atAlly ? mine : champion(s, A).id);
  s = passUntil(s, aliceMayAct);
  s = fill(s, A, 1);
  const def = spell(e);
  s = addCards(s, A, def.slug, 1, 'hand', def);
  s = payReserve(act(s, A, { type: 'activate', card: player(s, A).hand.at(-1)! }), A);
  const hand = player(s, A).hand.length;
  s = passUntil(s, (u) => u.stack.length === 0 && !u.pending);
  return [s, mine, player(s, A).hand.length - hand];
}

describe('redirect, then "if you do" (game-mechanics/game-mechanics-objects-and-targeting.md#redirect)', () => {
  it('the follow-up happens only when the attack was redirected', () => {
    const e: Effect = { op: 'redirectAttack', to: { ref: 'alliesYouControl' }, then: [draw(1)] };
    const [s, mine, drawn] = run(e, false);
    expect(s.combat?.defender).toBe(mine);
    expect(drawn).toBe(1);
    const [t, mine2, none] = run(e, true); // already its target: no redirection
    expect(t.combat?.defender).toBe(mine2);
    expect(none).toBe(0);
  });
  it('fromNotYours: an attack on a unit you control is not taken over', () => {
    const [s, , drawn] = run({ op: 'redirectAttack', to: { ref: 'yourChampion' }, fromNotYours: true, then: [draw(1)] }, true);
    expect(s.combat?.defender).not.toBe(champion(s, A).id);
    expect(drawn).toBe(0);
  });
});
