// h6-d2: HVN cards of the combat-and-counters family.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, addCard, champion, edit, player, withDef } from '../../engine/helpers.js';
import { asChampion, place } from '../amb/scenario.js';
import { bobAs } from '../amb/amb1-support.js';
import { attackWithCard, powerOf, unitAttack } from '../rdo/h6-d2-support.js';

const def = scriptedDef;
const frail = defineCard({ slug: 'h6-d2-frail', name: 'H6 Frail', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 2 }, {});
const payCard = (element: Element, i: number) => defineCard({ slug: `h6-d2-pay-${element.toLowerCase()}-${i}`, name: `Pay ${i}`, types: ['ACTION'], element, cost: reserve(1) }, {});

describe('h6-d2 HVN', () => {
  it("'razorblade-execution': On Kill, if the attack card was imbued (three wind cards reserved), a preparation counter on your champion", () => {
    const run = (element: Element, classes: string[]): number => {
      let s = bobAs({ classes });
      s = edit(s, (t) => { player(t, B).hand = []; });
      for (let i = 0; i < 3; i++) [s] = addCard(withDef(s, payCard(element, i)), B, payCard(element, i).slug);
      let ally: string;
      [s, ally] = place(s, A, frail);
      s = attackWithCard(s, B, def('razorblade-execution'), ally);
      expect(s.objects[ally]).toBeUndefined();
      return champion(s, B).counters.preparation ?? 0;
    };
    expect(run('WIND', ['ASSASSIN'])).toBe(1);
    expect(run('FIRE', ['ASSASSIN'])).toBe(0);
    expect(run('WIND', ['WARRIOR'])).toBe(0);
  });
});

describe('h6-d2 HVN attack targets', () => {
  it("'beguiling-bandit': attacks targeting it cost (1) more; +1 power with an Assassin or Warrior champion of level 2 or more", () => {
    let s = bobAs({ classes: ['WARRIOR'] });
    let bandit: string, mine: string;
    [s, bandit] = place(s, A, def('beguiling-bandit'));
    [s, mine] = place(s, B, frail, { enteredTurn: 0 });
    expect(unitAttack(s, B, mine, bandit).paid).toBe(1);
    expect(unitAttack(s, B, mine, champion(s, A).id).paid).toBe(0);
    const pw = (classes: string[], level: number) => {
      let t = asChampion(bobAs({}), A, { classes, level });
      let b: string;
      [t, b] = place(t, A, def('beguiling-bandit'));
      return powerOf(t, b);
    };
    expect(pw(['ASSASSIN'], 2)).toBe(2);
    expect(pw(['WARRIOR'], 3)).toBe(2);
    expect(pw(['ASSASSIN'], 1)).toBe(1);
    expect(pw(['MAGE'], 2)).toBe(1);
  });
});
