// h6-d2: DTR cards of the combat-and-counters family.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, staticAbility } from '../../../src/cards/define.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { A, B, act, addCard, champion, edit, player, withDef } from '../../engine/helpers.js';
import { activate, place } from '../amb/scenario.js';
import { ALL, addCards, bobAs, drive } from '../amb/amb1-support.js';
import { accept, both, pickCard } from '../rdo/h6-d2-support.js';

const def = scriptedDef;
const wall = defineCard({ slug: 'h6-d2-dtr-wall', name: 'Wall', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 0, life: 5 },
  { abilities: [staticAbility({ kind: 'preventDamage', affects: 'yourChampion', amount: 'all' })] });
const ember = defineCard({ slug: 'h6-d2-ember', name: 'Ember', types: ['ACTION'], element: 'FIRE', cost: reserve(1) }, {});
const wing = (subtype: string) => defineCard({ slug: `h6-d2-wing-${subtype.toLowerCase()}`, name: `Wing ${subtype}`, types: ['WEAPON'], subtypes: [subtype], element: 'NORM', cost: reserve(0), power: 1, durability: 3 }, {});

/** A weapon of `who` loaded with a plain card. */
function loadedWeapon(s: GameState, who: PlayerId, d: CardDef): [GameState, string] {
  let c: string, w: string;
  [s, c] = addCard(withDef(s, ember), who, ember.slug, 'banishment');
  s = edit(s, (t) => { player(t, who).banishment = player(t, who).banishment.filter((x) => x !== c); });
  [s, w] = place(s, who, d, { loaded: [c] });
  return [s, w];
}

describe('h6-d2 DTR', () => {
  it("'piercing-aetherfuel': draw then discard; a Ranger may banish two fire cards from the graveyard so that the champion's next Aetherwing attack can't have its combat damage prevented", () => {
    const run = (classes: string[], fire: number) => {
      let s = bobAs({ classes, elements: ALL });
      [s] = addCards(s, B, ember, 'graveyard', fire);
      [s] = place(s, A, wall);
      [s] = activate(s, B, def('piercing-aetherfuel'));
      s = drive(s, both(accept, pickCard));
      const banished = player(s, B).banishment.length;
      let w: string;
      [s, w] = loadedWeapon(s, B, wing('AETHERWING'));
      s = act(s, B, { type: 'attack', attacker: champion(s, B).id });
      s = act(s, B, { type: 'chooseWeapon', weapon: w });
      s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
      s = drive(s);
      return { banished, damage: champion(s, A).damage };
    };
    expect(run(['RANGER'], 2)).toEqual({ banished: 2, damage: 1 });
    expect(run(['RANGER'], 1)).toEqual({ banished: 0, damage: 0 });
    expect(run(['WARRIOR'], 2)).toEqual({ banished: 0, damage: 0 });
  });
});
