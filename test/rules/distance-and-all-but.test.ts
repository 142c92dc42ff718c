// Becoming distant (glossary/game-terms.md#distant) as an event "whenever" abilities watch, and a damage
// prevention that leaves N ("prevent all but 1 of that damage"; game-mechanics/game-mechanics-damage-prevention.md#general-rules).
// Cards of our own.
import { describe, expect, it } from 'vitest';
import { dealDamage, defineCard, draw, reserve, target, targetUnit, triggered, whenever, yourChampion } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, champion, newGame, player } from '../engine/helpers.js';
import { objectTarget, place, play } from '../cards/amb/scenario.js';

const watcher = defineCard({ slug: 'test-watcher', name: 'Test Watcher', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 3 },
  { abilities: [triggered(whenever('becomesDistant', { who: 'you' }), [draw(1)])] });
const leap = defineCard({ slug: 'test-leap', name: 'Test Leap', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [targetUnit()], onResolve: [{ op: 'becomeDistant', subject: target(0) }] });
const veil = defineCard({ slug: 'test-veil', name: 'Test Veil', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'preventDamage', subject: yourChampion(), prevention: { kind: 'instance', amount: 'all', allBut: 2, duration: 'untilEndOfTurn' } }] });
const blast = (n: number) => defineCard({ slug: `test-blast-${n}`, name: 'Test Blast', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [targetUnit()], onResolve: [dealDamage(target(0), n)] });

describe('Becoming distant (game-terms.md#distant)', () => {
  it('a unit that was not distant becomes distant once; your units only, for a "you" watcher', () => {
    let s: GameState = newGame({ first: A });
    let w: string;
    [s, w] = place(s, A, watcher);
    const before = player(s, A).hand.length;
    s = play(s, A, leap, [objectTarget(champion(s, A).id)]);
    expect(player(s, A).hand.length).toBe(before + 1);
    s = play(s, A, leap, [objectTarget(champion(s, A).id)]); // already distant
    expect(player(s, A).hand.length).toBe(before + 1);
    s = play(s, A, leap, [objectTarget(champion(s, B).id)]); // not yours
    expect(player(s, A).hand.length).toBe(before + 1);
    s = play(s, A, leap, [objectTarget(w)]);
    expect(player(s, A).hand.length).toBe(before + 2);
  });
});

describe('Prevent all but N (game-mechanics-damage-prevention.md#general-rules)', () => {
  it('the next damage event keeps N of its damage; less than N is dealt whole; the prevention is then used up', () => {
    let s: GameState = play(newGame({ first: A }), A, veil);
    s = play(s, A, blast(6), [objectTarget(champion(s, A).id)]);
    expect(champion(s, A).damage).toBe(2);
    s = play(s, A, blast(6), [objectTarget(champion(s, A).id)]);
    expect(champion(s, A).damage).toBe(8);
    let t: GameState = play(newGame({ first: A }), A, veil);
    t = play(t, A, blast(1), [objectTarget(champion(t, A).id)]);
    expect(champion(t, A).damage).toBe(1);
  });
});
