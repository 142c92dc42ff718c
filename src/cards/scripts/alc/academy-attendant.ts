import { classBonus, defineCard, memoryRestriction, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'academy-attendant', name: 'Academy Attendant', types: ['ALLY'], subtypes: ['CLERIC', 'AUTOMATON'], classes: ['CLERIC'], element: 'NORM', cost: reserve(3), power: 2, life: 2 },
  {
    abilities: [
      staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, { kind: 'allOf', conditions: [classBonus(), memoryRestriction(4)] }),
    ],
  },
);
