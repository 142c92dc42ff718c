// An activated ability that costs less while its controller controls another object of a kind
// (ActivatedCost reserve lessIfOtherControlled, src/engine/effects/ability-reserve.ts).
import { describe, expect, it } from 'vitest';
import { activated, defineCard, draw, reserve } from '../../src/cards/define.js';
import { A, B, act, addObject, newGame, player, withDef } from '../engine/helpers.js';
import { drive } from '../cards/doa/h5-older-helpers.js';

const lamp = defineCard({ slug: 'test-lamp', name: 'Test Lamp', types: ['ITEM'], element: 'NORM', cost: reserve(0) },
  { abilities: [activated([{ kind: 'reserve', value: 2, lessIfOtherControlled: { filter: { type: 'ITEM' }, amount: 2 } }], [draw(1)])] });
const trinket = defineCard({ slug: 'test-trinket', name: 'Test Trinket', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {});

function paidFor(extra: 'none' | 'mine' | 'theirs'): number {
  let s = withDef(withDef(newGame({ first: A }), lamp), trinket);
  let o: string;
  [s, o] = addObject(s, A, lamp.slug);
  if (extra !== 'none') [s] = addObject(s, extra === 'mine' ? A : B, trinket.slug);
  const hand = player(s, A).hand.length;
  s = drive(act(s, A, { type: 'activateAbility', object: o, index: 0 }));
  return hand + 1 - player(s, A).hand.length; // one card drawn
}

describe('an ability cheaper while you control another object of a kind', () => {
  it('the object itself does not count, nor an opponent\'s (game-mechanics/game-mechanics-playing-cards/playing-cards-costs-and-memory.md#general-rules)', () => {
    expect(paidFor('none')).toBe(2);
    expect(paidFor('mine')).toBe(0);
    expect(paidFor('theirs')).toBe(2);
  });
});
