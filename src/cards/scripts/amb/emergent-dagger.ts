import { classBonus, defineCard, levelRestriction, memory, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'emergent-dagger', name: 'Emergent Dagger', types: ['WEAPON'], supertypes: ['REGALIA'], subtypes: ['ASSASSIN', 'DAGGER'], classes: ['ASSASSIN'], element: 'NORM', cost: memory(1), power: 1, durability: 2 },
  {
    abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2 }, { kind: 'allOf', conditions: [classBonus(), levelRestriction(2)] })],
  },
);
