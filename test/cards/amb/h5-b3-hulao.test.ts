// h5-b3: hulao-gate-suns-ascent (banishFromGraveyard otherwise: "if you don't").
import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, atMain, champion, edit, passUntil, player } from '../../engine/helpers.js';
import { activate, objectsOf, place } from '../amb/scenario.js';
import { addCards, aliceAs, asJin, bobAs, costNow, drive, floatsFor } from './amb1-support.js';

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

describe("'keep-of-the-golden-sashes'", () => {
  it("the first card each opponent activates each turn costs 1 more; the controller's don't", () => {
    let s = bobAs({});
    [s] = place(s, A, def('keep-of-the-golden-sashes'));
    const cheap = defineCard({ slug: 'test-cheap-b3k', name: 'Test Cheap', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, { onResolve: [] });
    expect(costNow(s, B, cheap)).toBe(2);
    expect(costNow(s, A, cheap)).toBe(1);
    [s] = activate(s, B, cheap);
    s = drive(s);
    expect(costNow(s, B, cheap)).toBe(1); // no longer the first this turn
  });

  it('upkeep: banish two cards from your graveyard, or it is sacrificed', () => {
    const run = (cards: number, banish: boolean) => {
      let s = aliceAs({});
      [s] = place(s, A, def('keep-of-the-golden-sashes'));
      s = passUntil(s, atMain(B));
      s = edit(s, (t) => { player(t, A).graveyard = []; });
      if (cards > 0) [s] = addCards(s, A, fire, 'graveyard', cards);
      for (let i = 0; i < 200 && !atMain(A)(s); i++) {
        const who = legalActions(s, A).length > 1 ? A : B;
        const legal = legalActions(s, who);
        const pick = s.pending?.kind === 'banishFromGraveyard' ? legal.find((a) => a.type === 'chooseTarget' && (banish ? a.target !== null : a.target === null)) : undefined;
        s = act(s, who, pick ?? legal.find((a) => a.type === 'pass') ?? legal.find((a) => a.type !== 'concede')!);
      }
      return { keep: objectsOf(s, 'keep-of-the-golden-sashes').length === 1, banished: player(s, A).banishment.length };
    };
    expect(run(2, true)).toEqual({ keep: true, banished: 2 });
    expect(run(2, false)).toEqual({ keep: false, banished: 0 });
    expect(run(1, true)).toEqual({ keep: false, banished: 0 });
  });
});

describe("'lunge-of-evoking-winds'", () => {
  it('with Jin, on hit up to two wind cards revealed from memory return to hand; floating memory', () => {
    const wind = defineCard({ slug: 'test-wind-b3l', name: 'Test Wind', types: ['ACTION'], element: 'WIND', cost: reserve(1) }, { onResolve: [] });
    const run = (jin: boolean) => {
      let s = bobAs({});
      if (jin) s = asJin(s, B);
      let winds: string[];
      [s, winds] = addCards(s, B, wind, 'memory', 3);
      [s] = activate(s, B, def('lunge-of-evoking-winds'));
      s = drive(s, (t, legal) => (t.pending?.kind === 'revealCards'
        ? legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'card' && winds.includes(a.target.id) && !(t.pending as { picked: string[] }).picked.includes(a.target.id))
        : undefined));
      return winds.filter((c) => player(s, B).hand.includes(c)).length;
    };
    expect(run(true)).toBe(2);
    expect(run(false)).toBe(0);
    expect(floatsFor(bobAs({}), B, def('lunge-of-evoking-winds'))).toBe(true);
  });
});
