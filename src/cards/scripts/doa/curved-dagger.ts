import { classBonus, defineCard, memory, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'curved-dagger', name: 'Curved Dagger', types: ['WEAPON'], supertypes: ['REGALIA'], subtypes: ['ASSASSIN', 'DAGGER'], classes: ['ASSASSIN'], element: 'NORM', cost: memory(0), power: 1, durability: 1 },
  {
    abilities: [
      staticAbility(
        { kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 },
        { kind: 'allOf', conditions: [classBonus(), { kind: 'attackingType', type: 'ally' }] },
      ),
    ],
  },
);
