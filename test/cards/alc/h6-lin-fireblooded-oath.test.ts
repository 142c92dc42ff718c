// h6-lin: Fireblooded Oath levels the champion up by an effect, and a delayed trigger delevels it at the next end phase.
import { describe, expect, it } from 'vitest';
import { defineCard, memory, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, atMain, champion, passUntil, player } from '../../engine/helpers.js';
import { addCards, aliceAs, costNow, drive } from '../amb/amb1-support.js';
import { activatePaying, canActivate } from '../mrc/h5-mrc-support.js';

const oath = scriptedDef('fireblooded-oath');
const fire = defineCard({ slug: 'test-h6f-fire', name: 'Test Fire', types: ['ACTION'], element: 'FIRE', cost: reserve(1) }, {});
const water = defineCard({ slug: 'test-h6f-water', name: 'Test Water', types: ['ACTION'], element: 'WATER', cost: reserve(1) }, {});
const two = defineCard({ slug: 'test-h6f-two', name: 'Test Two', types: ['CHAMPION'], subtypes: ['GUARDIAN'], classes: ['GUARDIAN'], element: 'NORM', cost: memory(2), level: 2, life: 30 }, {});

function ready(fires: number): { s: GameState; grave: string[]; next: string } {
  let s = aliceAs({ classes: ['GUARDIAN'], level: 1 });
  let grave: string[], wet: string[], next: string[];
  [s, grave] = addCards(s, A, fire, 'graveyard', fires);
  [s, wet] = addCards(s, A, water, 'graveyard', 1);
  [s, next] = addCards(s, A, two, 'materialDeck', 1);
  return { s, grave: [...grave, ...wet], next: next[0]! };
}

describe("'fireblooded-oath'", () => {
  it('needs three fire cards in your graveyard to banish as it is activated; costs 2 less with the class bonus', () => {
    expect(canActivate(ready(2).s, A, oath)).toBe(false);
    expect(canActivate(ready(3).s, A, oath)).toBe(true);
    expect(costNow(ready(3).s, A, oath)).toBe(3);
    expect(costNow(aliceAs({ classes: ['WARRIOR'] }), A, oath)).toBe(5);
  });

  it('levels up your champion (no costs), then at the beginning of the next end phase delevels it', () => {
    const { s: s0, grave, next } = ready(3);
    const before = champion(s0, A).card;
    let s = activatePaying(s0, A, oath, grave.slice(0, 3));
    expect(player(s, A).banishment).toEqual(expect.arrayContaining(grave.slice(0, 3)));
    expect(player(s, A).graveyard).toContain(grave[3]);
    s = drive(s, (t, legal) => (t.pending?.kind === 'levelUpChoice' ? legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'card' && a.target.id === next) : undefined));
    expect(champion(s, A).card).toBe(next);
    s = passUntil(s, atMain(B));
    expect(champion(s, A).card).toBe(before);
    expect(player(s, A).materialDeck).toContain(next);
  });
});
