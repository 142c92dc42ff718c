// h6-d2: MRC cards of the combat-and-counters family.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { A, B, act, addCard, atMain, champion, edit, passUntil, player, withDef } from '../../engine/helpers.js';
import { place, play } from '../amb/scenario.js';
import { aliceAs, bobAs, costNow, drive, namedChampion } from '../amb/amb1-support.js';
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

const gun = defineCard({ slug: 'h6-d2-gun', name: 'H6 Gun', types: ['WEAPON'], subtypes: ['GUN'], element: 'NORM', cost: reserve(0), power: 1, durability: 3 }, {});
const sword = defineCard({ slug: 'h6-d2-sword', name: 'H6 Sword', types: ['WEAPON'], subtypes: ['SWORD'], element: 'NORM', cost: reserve(0), power: 1, durability: 3 }, {});
const helper = defineCard({ slug: 'h6-d2-helper', name: 'H6 Helper', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 3 }, {});

/** `who`'s champion declares an attack on the opponent's champion using this weapon; the attack's bonus power. */
export function championAttackBonus(s: GameState, who: PlayerId, weapon: string): [GameState, number] {
  const foe = who === A ? B : A;
  s = act(s, who, { type: 'attack', attacker: champion(s, who).id });
  s = act(s, who, { type: 'chooseWeapon', weapon });
  s = act(s, who, { type: 'chooseAttackTarget', target: champion(s, foe).id });
  const bonus = s.combat?.attackBonus ?? 0;
  return [drive(s), bonus];
}

/** A weapon of `who`, loaded with a card when it is a Gun. */
function arm(s: GameState, who: PlayerId, d: typeof gun): [GameState, string] {
  let bullet: string, w: string;
  [s, bullet] = addCard(withDef(s, helper), who, 'h6-d2-helper', 'banishment');
  s = edit(s, (t) => { player(t, who).banishment = player(t, who).banishment.filter((c) => c !== bullet); });
  [s, w] = place(withDef(s, helper), who, d, d === gun ? { loaded: [bullet] } : {});
  return [s, w];
}

describe('h6-d2 MRC next-turn attack bonus', () => {
  it("'calamity-cannon': 3 less for Polkhawk; your champion's first attack using a Gun during your next turn gets +10 power", () => {
    expect(costNow(aliceAs({ classes: ['RANGER'] }), A, def('calamity-cannon'))).toBe(7);
    let s = namedChampion(aliceAs({}), A, 'Polkhawk', ['RANGER']);
    expect(costNow(s, A, def('calamity-cannon'))).toBe(4);
    s = play(s, A, def('calamity-cannon'));
    s = passUntil(s, atMain(B));
    let g: string, sw: string, h: string;
    [s, g] = arm(s, B, gun);
    let bonus: number;
    [s, bonus] = championAttackBonus(s, B, g);
    expect(bonus).toBe(0); // an opponent's attack: not Alice's bonus
    s = passUntil(s, atMain(A));
    [s, g] = arm(s, A, gun);
    [s, sw] = arm(s, A, sword);
    [s, h] = place(s, A, helper, { enteredTurn: 0 });
    expect(unitAttack(s, A, h, champion(s, B).id).s.attackBonuses?.length).toBe(1); // an ally's attack leaves it waiting
    [, bonus] = championAttackBonus(s, A, sw);
    expect(bonus).toBe(0); // not using a Gun
    [s, bonus] = championAttackBonus(s, A, g);
    expect(bonus).toBe(10);
    expect(s.attackBonuses ?? []).toEqual([]);
  });
});
