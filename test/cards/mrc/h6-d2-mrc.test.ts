// h6-d2: MRC cards of the combat-and-counters family.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, champion } from '../../engine/helpers.js';
import { place } from '../amb/scenario.js';
import { bobAs } from '../amb/amb1-support.js';
import { unitAttack } from '../rdo/h6-d2-support.js';

const def = scriptedDef;

describe('h6-d2 MRC', () => {
  it("'eternal-dreamer': with a Cleric champion, On Attack it glimpses as many cards as its power then", () => {
    const run = (classes: string[], buff: number) => {
      let s = bobAs({ classes });
      let d: string;
      [s, d] = place(s, B, def('eternal-dreamer'), { enteredTurn: 0, counters: buff ? { buff } : {} });
      let seen = 0;
      unitAttack(s, B, d, champion(s, A).id, (t) => {
        if (t.pending?.kind === 'glimpse') seen = Math.max(seen, t.pending.cards.length);
        return undefined;
      });
      return seen;
    };
    expect(run(['CLERIC'], 0)).toBe(2);
    expect(run(['CLERIC'], 2)).toBe(4);
    expect(run(['MAGE'], 0)).toBe(0);
  });
});
