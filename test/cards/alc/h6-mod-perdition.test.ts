// Perdition: each ally of the target opponent gains, this turn, an On Death hurting each unit its controller
// controls; then 1 damage to each ally of that opponent.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, addCard, champion, newGame, payReserve, player, withDef } from '../../engine/helpers.js';
import { asChampion, place, playerTarget, settle } from '../amb/scenario.js';

const ally = (slug: string, life: number) => defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(2), power: 1, life }, {});

describe("'perdition'", () => {
  it('1 damage to each ally of the target opponent; each that dies deals 1 to each unit that opponent controls; yours untouched', () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['CLERIC'], elements: ['NORM', 'FIRE'], level: 1 });
    for (let i = 0; i < 6; i++) [s] = addCard(s, A, 'smoke-out');
    let frail: string, sturdy: string, mine: string, card: string;
    [s, frail] = place(s, B, ally('test-pd-frail', 1));
    [s, sturdy] = place(s, B, ally('test-pd-sturdy', 4));
    [s, mine] = place(s, A, ally('test-pd-mine', 4));
    s = withDef(s, scriptedDef('perdition'));
    [s, card] = addCard(s, A, 'perdition');
    const hand = player(s, A).hand.length;
    s = act(s, A, { type: 'activate', card });
    s = act(s, A, { type: 'chooseTarget', target: playerTarget(B) });
    s = payReserve(s, A);
    expect(hand - 1 - player(s, A).hand.length).toBe(3); // class bonus: 2 less
    s = settle(s);
    expect(s.objects[frail]).toBeUndefined();
    expect(s.objects[sturdy]!.damage).toBe(2);
    expect(champion(s, B).damage).toBe(1);
    expect(s.objects[mine]!.damage).toBe(0);
    expect(champion(s, A).damage).toBe(0);
  });
});
