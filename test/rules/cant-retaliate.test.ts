// "[Units] can't retaliate": a prohibition on the units of a set; they are left out of the units that
// may retaliate (game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-retaliation-step.md#general-rules;
// a prohibition beats any permission: game-mechanics/game-mechanics-miscellaneous-topics/permission.md). Cards of our own.
import { describe, expect, it } from 'vitest';
import { cant, defineCard, memory, objectSet, reserve, staticAbility } from '../../src/cards/define.js';
import { retaliationCandidates } from '../../src/engine/flow/combat.js';
import { addObject, withDef } from '../engine/helpers.js';
import { A, B, attackTurn, declareAttack, passUntil } from '../cards/regalia-b-support.js';

const ward = defineCard({ slug: 'test-ward', name: 'test-ward', types: ['ITEM'], element: 'NORM', cost: memory(0) }, {
  abilities: [staticAbility(cant('retaliate', { set: objectSet('allAllies', { subtype: 'BEAST' }) }))],
});
const beast = defineCard({ slug: 'test-beast', name: 'test-beast', types: ['ALLY'], subtypes: ['BEAST'], element: 'NORM', cost: reserve(1), power: 2, life: 9 }, {});
const hound = defineCard({ slug: 'test-hound', name: 'test-hound', types: ['ALLY'], subtypes: ['DOG'], element: 'NORM', cost: reserve(1), power: 2, life: 9 }, {});

function candidates(defender: string, withWard: boolean): number {
  let s = withDef(withDef(withDef(attackTurn(), ward), beast), hound);
  if (withWard) [s] = addObject(s, A, ward.slug);
  let mine: string, theirs: string;
  [s, mine] = addObject(s, A, hound.slug);
  [s, theirs] = addObject(s, B, defender);
  s = passUntil(declareAttack(s, theirs, null, mine), (t) => t.pending?.kind === 'retaliate' || t.combat?.step === 'retaliation' || !t.combat);
  return retaliationCandidates(s).length;
}

describe("units that can't retaliate (combat-phase-retaliation-step.md#general-rules)", () => {
  it('a unit of the set is no retaliation candidate; one outside it still is', () => {
    expect(candidates(beast.slug, false)).toBe(1);
    expect(candidates(beast.slug, true)).toBe(0);
    expect(candidates(hound.slug, true)).toBe(1);
  });
});
