// h6-c2: Spirit Blade: Infusion (2 less after your champion dealt combat damage this turn; a Sword gets +3 power and an On Champion Hit draw).
import { describe, expect, it } from 'vitest';
import { defineCard, memory, preventDamageStatic, staticAbility } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { activateFromHand, atMain, attack, mainPhaseOf, passUntil, player, resolveAll } from './support.js';
import { afterCombat, as, fill, paid, place, power } from './round2-helpers.js';
import { ally } from '../ptm/ptm-support.js';
import { aliceSecondTurn, champ } from '../rdo/rdo-1-support.js';
import { A, B } from '../rdo/h6-c2-support.js';

const sword = defineCard({ slug: 'test-c2-sword', name: 'C2 Sword', types: ['WEAPON'], supertypes: ['REGALIA'], subtypes: ['WARRIOR', 'SWORD'], element: 'NORM', cost: memory(0), power: 1, durability: 5 }, {});

describe("'spirit-blade-infusion'", () => {
  const def = scriptedDef('spirit-blade-infusion');
  const start = (): { s: GameState; blade: string } => {
    let s = as(aliceSecondTurn(mainPhaseOf(A)), A, 'warrior', 'CRUX');
    let blade: string;
    [s, blade] = place(s, A, sword);
    return { s: fill(s, A, 4), blade };
  };
  it('until end of turn, target Sword gets +3 power and "On Champion Hit: draw a card"', () => {
    let { s, blade } = start();
    s = resolveAll(activateFromHand(s, A, def, [{ kind: 'object', id: blade }])[0]);
    expect(power(s, blade)).toBe(4);
    const hand = player(s, A).hand.length;
    s = afterCombat(attack(s, A, champ(s, A), champ(s, B), blade));
    expect(player(s, A).hand.length).toBe(hand + 1);
    expect(power(passUntil(s, atMain(B)), blade)).toBe(1);
  });
  it('the granted On Champion Hit does not trigger on an ally', () => {
    let { s, blade } = start();
    let wall: string;
    [s, wall] = place(s, B, ally('test-c2-wall', ['HUMAN'], 0, 30));
    s = resolveAll(activateFromHand(s, A, def, [{ kind: 'object', id: blade }])[0]);
    const hand = player(s, A).hand.length;
    s = afterCombat(attack(s, A, champ(s, A), wall, blade));
    expect(player(s, A).hand.length).toBe(hand);
  });
  it('costs 2 less once your champion has dealt combat damage this turn', () => {
    const { s, blade } = start();
    expect(paid(s, A, def, [{ kind: 'object', id: blade }])).toBe(2);
    const after = afterCombat(attack(s, A, champ(s, A), champ(s, B), blade));
    expect(paid(after, A, def, [{ kind: 'object', id: blade }])).toBe(0);
  });
  it('all of the damage prevented: no On Champion Hit (ruling), and no combat damage dealt for the cost', () => {
    let { s, blade } = start();
    [s] = place(s, B, defineCard({ slug: 'test-c2-aegis', name: 'C2 Aegis', types: ['ITEM'], element: 'NORM', cost: memory(0) }, { abilities: [staticAbility(preventDamageStatic('yourChampion', 'all'))] }));
    s = resolveAll(activateFromHand(s, A, def, [{ kind: 'object', id: blade }])[0]);
    const hand = player(s, A).hand.length;
    s = afterCombat(attack(s, A, champ(s, A), champ(s, B), blade));
    expect(player(s, A).hand.length).toBe(hand);
    expect(paid(fill(s, A, 2), A, def, [{ kind: 'object', id: blade }])).toBe(2);
  });
});
