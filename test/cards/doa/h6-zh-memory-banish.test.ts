// h6-zh: cards banished at random from a player's memory, some of them back at that player's next end phase
// (src/engine/effects/memory-banish-return.ts).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { A, B, act, addCard, atMain, champion, edit, passUntil, player, withDef } from '../../engine/helpers.js';
import { activateFromHand, asClass, withLevel } from './support.js';
import { as, obj, place } from './round2-helpers.js';
import { alicesSecondTurn, resolveWith } from '../alc/h5-alc-support.js';
import { playerTarget } from '../amb/scenario.js';
import { floatsFor } from '../amb/amb1-support.js';

const def = (slug: string) => scriptedDef(slug);

/** `n` vanilla cards in `who`'s memory (a fresh one each). */
function memoryOf(s: GameState, who: PlayerId, n: number): [GameState, string[]] {
  s = edit(s, (t) => { player(t, who).memory = []; });
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    let id: string;
    [s, id] = addCard(s, who, 'giant-tortoise', 'memory');
    ids.push(id);
  }
  return [s, ids];
}

const atEndOf = (who: PlayerId) => (t: GameState) => t.phase === 'end' && t.players[t.turnPlayer]!.id === who;

describe("'chilling-touch'", () => {
  it('banishes one random card of the target opponent\'s memory; it comes back at their next end phase, not at yours', () => {
    let s = as(alicesSecondTurn(), A, 'mage', 'WATER');
    let mem: string[];
    [s, mem] = memoryOf(s, B, 3);
    [s] = activateFromHand(s, A, def('chilling-touch'), [playerTarget(B)]);
    s = resolveWith(s);
    expect(player(s, B).memory).toHaveLength(2);
    const gone = mem.find((c) => player(s, B).banishment.includes(c))!;
    expect(gone).toBeDefined();
    s = passUntil(s, atMain(B)); // Alice's end phase went by: still banished
    expect(player(s, B).banishment).toContain(gone);
    s = passUntil(s, (t) => atEndOf(B)(t) && t.stack.length === 0 && t.pendingTriggers.length === 0 && player(t, B).memory.includes(gone), 120);
    expect(player(s, B).banishment).not.toContain(gone);
  });

  it('with an empty memory nothing is banished; it has Floating Memory', () => {
    let s = as(alicesSecondTurn(), A, 'mage', 'WATER');
    [s] = memoryOf(s, B, 0);
    const banished = player(s, B).banishment.length;
    [s] = activateFromHand(s, A, def('chilling-touch'), [playerTarget(B)]);
    s = resolveWith(s);
    expect(player(s, B).banishment.length).toBe(banished);
    expect(s.delayedTriggers ?? []).toHaveLength(0);
    expect(floatsFor(s, A, def('chilling-touch'))).toBe(true);
  });
});

describe("'mind-freeze'", () => {
  it('banishes LV random cards of the target opponent\'s memory until their next end phase; Mage: Floating Memory', () => {
    let s = withLevel(as(alicesSecondTurn(), A, 'mage', 'WATER'), A, 1); // level 2
    let mem: string[];
    [s, mem] = memoryOf(s, B, 4);
    [s] = activateFromHand(s, A, def('mind-freeze'), [playerTarget(B)]);
    s = resolveWith(s);
    const gone = mem.filter((c) => player(s, B).banishment.includes(c));
    expect(gone).toHaveLength(2);
    s = passUntil(s, (t) => atEndOf(B)(t) && gone.every((c) => player(t, B).memory.includes(c)), 150);
    expect(player(s, B).banishment.filter((c) => mem.includes(c))).toHaveLength(0);
    expect(floatsFor(s, A, def('mind-freeze'))).toBe(true);
    expect(floatsFor(asClass(s, A, 'warrior'), A, def('mind-freeze'))).toBe(false);
  });

  it('with fewer memory cards than LV, all of them are banished', () => {
    let s = withLevel(as(alicesSecondTurn(), A, 'mage', 'WATER'), A, 2);
    [s] = memoryOf(s, B, 2);
    [s] = activateFromHand(s, A, def('mind-freeze'), [playerTarget(B)]);
    s = resolveWith(s);
    expect(player(s, B).memory).toHaveLength(0);
  });
});

describe("'forgetful-concoction'", () => {
  it('REST and sacrifice: two random cards of the target opponent\'s memory until their next end phase, and draw a card', () => {
    let s = alicesSecondTurn();
    let potion: string;
    [s, potion] = place(s, A, def('forgetful-concoction'), { rested: false });
    let mem: string[];
    [s, mem] = memoryOf(s, B, 3);
    const hand = player(s, A).hand.length;
    s = act(s, A, { type: 'activateAbility', object: potion, index: 0 });
    s = act(s, A, { type: 'chooseTarget', target: playerTarget(B) });
    s = resolveWith(s);
    expect(s.objects[potion]).toBeUndefined();
    expect(player(s, A).hand.length).toBe(hand + 1);
    const gone = mem.filter((c) => player(s, B).banishment.includes(c));
    expect(gone).toHaveLength(2);
    s = passUntil(s, (t) => atEndOf(B)(t) && gone.every((c) => player(t, B).memory.includes(c)), 150);
    expect(s.phase).toBe('end');
  });

  it('enters the field rested (Hindered)', () => {
    expect(def('forgetful-concoction').keywords).toContain('hindered');
  });
});

describe("'liquid-amnesia'", () => {
  it('sacrificed: one random card of the target player\'s memory for every three age counters it had (ruling: were)', () => {
    for (const [age, lost] of [[2, 0], [3, 1], [7, 2]] as const) {
      let s = alicesSecondTurn();
      let potion: string;
      [s, potion] = place(s, A, def('liquid-amnesia'), { counters: { age } });
      [s] = memoryOf(s, B, 4);
      s = act(s, A, { type: 'activateAbility', object: potion, index: 1 });
      s = act(s, A, { type: 'chooseTarget', target: playerTarget(B) });
      s = resolveWith(s);
      expect(player(s, B).memory).toHaveLength(4 - lost);
      expect(s.delayedTriggers ?? []).toHaveLength(0); // they stay banished
    }
  });

  it('Cleric: an age counter at the beginning of each of your recollection phases', () => {
    let s = asClass(alicesSecondTurn(), A, 'cleric');
    let potion: string;
    [s, potion] = place(s, A, def('liquid-amnesia'));
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(s.objects[potion]!.counters.age).toBe(1);
  });
});

describe("'freezing-round'", () => {
  it('REST: loads into an unloaded Gun; On Champion Hit that player banishes a random memory card until their next end phase', () => {
    let s = asClass(alicesSecondTurn(), A, 'ranger');
    let gun: string, round: string;
    [s, gun] = place(s, A, def('seekers-rifle'));
    [s, round] = place(s, A, def('freezing-round'));
    let mem: string[];
    [s, mem] = memoryOf(s, B, 2);
    s = act(s, A, { type: 'activateAbility', object: round, index: 0 });
    s = act(s, A, { type: 'chooseTarget', target: obj(gun) });
    s = resolveWith(s);
    expect(s.objects[gun]!.loaded).toHaveLength(1);
    s = act(s, A, { type: 'attack', attacker: champion(s, A).id });
    s = act(s, A, { type: 'chooseWeapon', weapon: gun });
    s = act(s, A, { type: 'chooseAttackTarget', target: champion(s, B).id });
    s = passUntil(s, (t) => !t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending);
    const gone = mem.filter((c) => player(s, B).banishment.includes(c));
    expect(gone).toHaveLength(1);
    s = passUntil(s, (t) => atEndOf(B)(t) && player(t, B).memory.includes(gone[0]!), 150);
    expect(s.phase).toBe('end');
  });

  it('Ranger: Floating Memory', () => {
    const s = withDef(asClass(alicesSecondTurn(), A, 'ranger'), def('freezing-round'));
    expect(floatsFor(s, A, def('freezing-round'))).toBe(true);
    expect(floatsFor(asClass(s, A, 'cleric'), A, def('freezing-round'))).toBe(false);
  });
});
