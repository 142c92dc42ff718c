// h5-b3: hulao-gate-suns-ascent (banishFromGraveyard otherwise: "if you don't").
import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, atMain, champion, edit, passUntil, player } from '../../engine/helpers.js';
import { activate, objectsOf, place } from '../amb/scenario.js';
import { addCards, aliceAs, bobAs, drive } from './amb1-support.js';

const def = (slug: string) => scriptedDef(slug);
const ally = defineCard({ slug: 'test-ally-b3h', name: 'Test Ally', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 5 }, { abilities: [] });
const fire = defineCard({ slug: 'test-fire-b3h', name: 'Test Fire', types: ['ACTION'], element: 'FIRE', cost: reserve(1) }, { onResolve: [] });
const slash = defineCard({ slug: 'test-slash-b3h', name: 'Test Slash', types: ['ATTACK'], element: 'NORM', cost: reserve(0), power: 1 }, {});

/** Alice's gate at her next recollection phase; `banish`: she banishes a fire card when asked. */
function upkeep(fires: number, banish: boolean): { gate: boolean; banished: number } {
  let s = aliceAs({});
  [s] = place(s, A, def('hulao-gate-suns-ascent'));
  s = passUntil(s, atMain(B));
  s = edit(s, (t) => { player(t, A).graveyard = []; });
  if (fires > 0) [s] = addCards(s, A, fire, 'graveyard', fires);
  const answer = (t: GameState, legal: Action[]) => (t.pending?.kind === 'banishFromGraveyard'
    ? legal.find((a) => a.type === 'chooseTarget' && (banish ? a.target !== null : a.target === null)) : undefined);
  for (let i = 0; i < 200 && !atMain(A)(s); i++) {
    const who = legalActions(s, A).length > 1 ? A : B;
    const legal = legalActions(s, who);
    s = act(s, who, answer(s, legal) ?? legal.find((a) => a.type === 'pass') ?? legal.find((a) => a.type !== 'concede')!);
  }
  return { gate: objectsOf(s, 'hulao-gate-suns-ascent').length === 1, banished: player(s, A).banishment.length };
}

describe("'hulao-gate-suns-ascent'", () => {
  it('whenever a unit declares an attack, 2 damage to it (allies and champions, anyone)', () => {
    let s = bobAs({});
    [s] = place(s, A, def('hulao-gate-suns-ascent'));
    let mine: string;
    [s, mine] = place(s, B, ally, { enteredTurn: 0 });
    s = act(act(s, B, { type: 'attack', attacker: mine }), B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = drive(s);
    expect(s.objects[mine]!.damage).toBe(2);
    [s] = activate(s, B, slash);
    s = drive(s);
    expect(champion(s, B).damage).toBe(2);
  });

  it('upkeep: banish a fire card from your graveyard, or it is sacrificed', () => {
    expect(upkeep(1, true)).toEqual({ gate: true, banished: 1 });
    expect(upkeep(1, false)).toEqual({ gate: false, banished: 0 });
    expect(upkeep(0, true)).toEqual({ gate: false, banished: 0 });
  });
});
