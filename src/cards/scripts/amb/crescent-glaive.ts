import { classBonus, defineCard, levelRestriction, memory, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'crescent-glaive', name: 'Crescent Glaive', types: ['WEAPON'], supertypes: ['REGALIA'], subtypes: ['WARRIOR', 'POLEARM'], classes: ['WARRIOR'], element: 'NORM', cost: memory(1), power: 1, durability: 3 },
  {
    abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, { kind: 'allOf', conditions: [classBonus(), levelRestriction(2)] })],
  },
);
