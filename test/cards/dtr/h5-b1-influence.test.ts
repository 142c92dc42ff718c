// h5-b1: cards that count influence (cards in hand and memory).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { currentStat } from '../../../src/engine/state/query.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { A, B, champion, edit, player } from '../../engine/helpers.js';
import { activate, objectOf, place } from '../amb/scenario.js';
import { addCards, aliceAs, costNow, drive, namedChampion } from '../amb/amb1-support.js';

const def = scriptedDef;
const filler = defineCard({ slug: 'h5b1-filler', name: 'Filler', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, {});
const sturdy = defineCard({ slug: 'h5b1-sturdy', name: 'Sturdy', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 20 }, {});

/** `who` holds exactly `hand` cards in hand and `memory` in memory (influence hand + memory). */
function influence(s: GameState, who: PlayerId, hand: number, memory: number): GameState {
  s = edit(s, (t) => { player(t, who).hand = []; player(t, who).memory = []; });
  if (hand) [s] = addCards(s, who, filler, 'hand', hand);
  if (memory) [s] = addCards(s, who, filler, 'memory', memory);
  return s;
}

/** Omens for `who`: `n` banished cards with an omen counter. */
function omens(s: GameState, who: PlayerId, n: number): GameState {
  let ids: string[];
  [s, ids] = addCards(s, who, filler, 'banishment', n);
  return edit(s, (t) => { for (const id of ids) t.cardCounters = { ...(t.cardCounters ?? {}), [id]: { omen: 1 } }; });
}

describe('h5-b1 influence', () => {
  it("'illuminate-secrets': damage equal to the target's owner's influence minus yours; none when theirs is not higher", () => {
    const run = (bobs: number) => {
      let s = aliceAs({ classes: ['MAGE'], elements: ['NORM', 'LUXEM'] });
      let ally: string;
      [s, ally] = place(s, B, sturdy);
      s = influence(s, B, bobs, 0);
      // Alice pays with two cards of her hand and keeps one (influence 1 as it resolves).
      s = edit(s, (t) => { player(t, A).hand = []; player(t, A).memory = []; });
      [s] = addCards(s, A, filler, 'hand', 3);
      [s] = activate(s, A, def('illuminate-secrets'), [{ kind: 'object', id: ally }]);
      const mine = player(s, A).hand.length + player(s, A).memory.length;
      s = drive(s);
      return [s.objects[ally]!.damage, mine];
    };
    const [d5, mine] = run(5);
    expect(d5).toBe(5 - mine!);
    expect(run(0)[0]).toBe(0);
  });

  it("'sunblessed-gazelle': taunt; +1 life per point of the highest opponent influence; On Enter draws and recovers 3 only at influence 3 or less", () => {
    let s = influence(aliceAs({ classes: ['TAMER'] }), B, 2, 3);
    let id: string;
    [s, id] = place(s, A, def('sunblessed-gazelle'));
    expect(currentStat(s, s.objects[id]!, 'life')).toBe((def('sunblessed-gazelle').life ?? 0) + 5);
    expect(def('sunblessed-gazelle').keywords).toContain('taunt');

    const enter = (mine: number) => {
      let t = aliceAs({ classes: ['TAMER'], elements: ['NORM', 'LUXEM'] });
      t = edit(t, (u) => { u.objects[champion(u, A).id]!.damage = 10; });
      t = influence(t, A, 0, mine);
      [t] = addCards(t, A, filler, 'hand', 2);
      [t] = activate(t, A, def('sunblessed-gazelle'));
      t = drive(t);
      return [player(t, A).hand.length, champion(t, A).damage];
    };
    // The two cards paid go to memory: influence 1 + 2 = 3, or 2 + 2 = 4, as it resolves.
    expect(enter(1)).toEqual([1, 7]);
    expect(enter(2)).toEqual([0, 10]);
  });

  it("'butlers-augury': draws 5 minus your influence into memory, then that much damage to your champion (X fixed before drawing)", () => {
    // The cards paid for it go into memory and still count for influence.
    const run = (hand: number, omenCount: number) => {
      let s = omens(namedChampion(aliceAs({}), A, 'Ciel', ['GUARDIAN']), A, omenCount);
      s = influence(s, A, hand, 0);
      [s] = activate(s, A, def('butlers-augury'));
      const before = player(s, A).memory.length;
      s = drive(s);
      return [player(s, A).memory.length - before, champion(s, A).damage];
    };
    expect(run(2, 2)).toEqual([3, 3]);
    expect(run(4, 0)).toEqual([1, 1]);
    expect(run(5, 0)).toEqual([0, 0]); // X is 0: nothing
    expect(run(7, 0)).toEqual([0, 0]); // X negative: nothing
  });

  it("'butlers-augury': with Ciel it costs 1 less for each of up to two omens (ruling: banished cards with omen counters are omens)", () => {
    const ciel = (s: GameState) => namedChampion(s, A, 'Ciel', ['GUARDIAN']);
    expect(costNow(ciel(aliceAs({})), A, def('butlers-augury'))).toBe(4);
    expect(costNow(omens(ciel(aliceAs({})), A, 1), A, def('butlers-augury'))).toBe(3);
    expect(costNow(omens(ciel(aliceAs({})), A, 3), A, def('butlers-augury'))).toBe(2);
    expect(costNow(omens(aliceAs({ classes: ['GUARDIAN'] }), A, 3), A, def('butlers-augury'))).toBe(4);
  });

  it("'fumant-shieldmaiden': +2 power while your influence is less than your omens (ruling: omens are banished cards with omen counters)", () => {
    const power = (infl: number, n: number) => {
      let s = omens(influence(aliceAs({ classes: ['GUARDIAN'] }), A, infl, 0), A, n);
      [s] = place(s, A, def('fumant-shieldmaiden'));
      return currentStat(s, objectOf(s, 'fumant-shieldmaiden'), 'power');
    };
    const base = def('fumant-shieldmaiden').power!;
    expect(power(2, 3)).toBe(base + 2);
    expect(power(3, 3)).toBe(base);
  });

  it("'fumant-shieldmaiden': as it dies, every player holding at most 4 cards in hand and memory draws one", () => {
    let s = influence(influence(aliceAs({ classes: ['GUARDIAN'] }), A, 4, 0), B, 3, 2);
    let id: string;
    [s, id] = place(s, A, def('fumant-shieldmaiden'));
    s = edit(s, (t) => { t.objects[id]!.damage = 99; });
    [s] = activate(s, A, defineCard({ slug: 'h5b1-nothing', name: 'Nothing', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [] }));
    s = drive(s);
    expect(s.objects[id]).toBeUndefined();
    expect(player(s, A).hand.length).toBe(5);
    expect(player(s, B).hand.length).toBe(3);
  });
});
