// h6-d2: PTM cards of the combat-and-counters family.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, champion, edit, player } from '../../engine/helpers.js';
import { addCards, bobAs } from '../amb/amb1-support.js';
import { attackWithCard, pickCard } from '../rdo/h6-d2-support.js';

const def = scriptedDef;

describe('h6-d2 PTM', () => {
  it("'condemning-evisceration': prepare only with the class bonus; a prepared champion hit may banish a Floating Memory card for 4 more damage", () => {
    const run = (classes: string[], prepare: boolean, floating: boolean): { damage: number; grave: number } => {
      let s = bobAs({ classes });
      s = edit(s, (t) => { t.objects[player(t, B).champion!]!.counters.preparation = 1; });
      [s] = addCards(s, B, def(floating ? 'savage-attack' : 'condemning-evisceration'), 'graveyard');
      s = attackWithCard(s, B, def('condemning-evisceration'), champion(s, A).id, prepare, pickCard);
      return { damage: champion(s, A).damage, grave: player(s, B).banishment.length };
    };
    expect(run(['ASSASSIN'], true, true)).toEqual({ damage: 8, grave: 1 });
    expect(run(['ASSASSIN'], false, true)).toEqual({ damage: 4, grave: 0 });
    expect(run(['ASSASSIN'], true, false)).toEqual({ damage: 4, grave: 0 }); // nothing with Floating Memory to banish
    expect(run(['WARRIOR'], true, true)).toEqual({ damage: 4, grave: 0 }); // no Prepare without the class bonus
  });
});
