// Activated abilities whose reserve cost is lowered by your omens (game-mechanics/game-mechanics-counters.md#omen),
// never below 0. Cards of our own.
import { describe, expect, it } from 'vitest';
import { activated, defineCard, draw, memory } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { A, act, addCard, addObject, atMain, edit, newGame, passUntil, withDef } from '../engine/helpers.js';

const lamp = (lessPer: 'omen' | 'omenReserveCost') => defineCard({ slug: `test-lamp-${lessPer}`, name: 'test-lamp', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {
  abilities: [activated([{ kind: 'reserve', value: 3, lessPer }], [draw(1)])],
});

function asked(lessPer: 'omen' | 'omenReserveCost', omenSlugs: string[]): number {
  let s: GameState = passUntil(newGame({ first: A }), atMain(A));
  for (const slug of omenSlugs) {
    let c: string;
    [s, c] = addCard(s, A, slug, 'banishment');
    s = edit(s, (t) => { t.cardCounters = { ...(t.cardCounters ?? {}), [c]: { omen: 1 } }; });
  }
  [s] = addCard(s, A, 'blitz-mage', 'banishment'); // banished without an omen counter: not an omen
  const def = lamp(lessPer);
  let o: string;
  [s, o] = addObject(withDef(s, def), A, def.slug);
  s = act(s, A, { type: 'activateAbility', object: o, index: 0 });
  return s.pending?.kind === 'activation' ? s.pending.draft.reserveNeeded : 0;
}

describe('reserve costs lowered by omens (game-mechanics-counters.md#omen)', () => {
  it('1 less per omen, never below 0', () => {
    expect(asked('omen', ['blitz-mage'])).toBe(2);
    expect(asked('omen', ['blitz-mage', 'blitz-mage', 'blitz-mage', 'blitz-mage'])).toBe(0);
  });

  it('1 less per different reserve cost among the omens', () => {
    expect(asked('omenReserveCost', ['blitz-mage', 'blitz-mage'])).toBe(2);
  });
});
