// h5-b1: Windfall Check, a Chessman Command attack whose champion hit makes that opponent banish from their graveyard.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addCard, atMain, champion, edit, newGame, passUntil, player, withDef } from '../../engine/helpers.js';
import { asChampion, place } from '../amb/scenario.js';
import { drive } from '../amb/amb1-support.js';
import { ALL, ally } from './ptm-support.js';

const filler = defineCard({ slug: 'h5b1-filler', name: 'Filler', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, {});

/** Bob attacks Alice's champion with Windfall Check performed by a Chessman ally; Alice's graveyard holds `n` cards. */
function run(n: number, target: 'champion' | 'ally'): { s: GameState; before: string[] } {
  let s = asChampion(passUntil(newGame({ first: A }), atMain(B)), B, { classes: ['CLERIC'], elements: ALL });
  s = edit(withDef(s, filler), (t) => { player(t, A).graveyard = []; });
  for (let i = 0; i < n; i++) [s] = addCard(s, A, 'h5b1-filler', 'graveyard');
  let knight: string; let wall: string;
  [s, knight] = place(s, B, ally('h5b1-knight', ['CHESSMAN', 'KNIGHT'], 3, 5));
  [s, wall] = place(s, A, ally('h5b1-wall', ['HUMAN'], 0, 20));
  let card: string;
  [s, card] = addCard(withDef(s, scriptedDef('windfall-check')), B, 'windfall-check');
  s = act(s, B, { type: 'activate', card });
  for (let i = 0; i < 20 && s.pending?.kind === 'activation'; i++) {
    const legal = legalActions(s, B);
    s = act(s, B, legal.some((a) => a.type === 'chooseCommandAlly') ? { type: 'chooseCommandAlly', object: knight } : legal.find((a) => a.type === 'chooseReserve')!);
  }
  s = passUntil(s, (t) => legalActions(t, B).some((a) => a.type === 'chooseAttackTarget'));
  const before = [...player(s, A).graveyard];
  s = act(s, B, { type: 'chooseAttackTarget', target: target === 'champion' ? champion(s, A).id : wall });
  s = drive(s, (t, legal) => legal.find((a) => a.type === 'chooseCard'));
  return { s, before };
}

describe('h5-b1 windfall check', () => {
  it("'windfall-check': On Champion Hit that opponent banishes three cards of their graveyard", () => {
    const { s, before } = run(5, 'champion');
    expect(player(s, A).banishment.length).toBe(3);
    expect(player(s, A).graveyard.length).toBe(2);
    expect(before.length).toBe(5);
  });

  it("'windfall-check': with fewer than three cards, as many as possible are banished (ruling)", () => {
    const { s } = run(2, 'champion');
    expect(player(s, A).banishment.length).toBe(2);
    expect(player(s, A).graveyard.length).toBe(0);
  });

  it("'windfall-check': hitting an ally does nothing", () => {
    const { s } = run(5, 'ally');
    expect(player(s, A).banishment.length).toBe(0);
  });
});
