import { classBonus, defineCard, reserve, staticAbility, youControl } from '../../define.js';

export default defineCard(
  { slug: 'nanyue-portsman', name: 'Nanyue Portsman', types: ['ALLY'], subtypes: ['GUARDIAN', 'WARRIOR', 'HUMAN'], classes: ['GUARDIAN', 'WARRIOR'], element: 'WATER', cost: reserve(3), power: 1, life: 3 },
  {
    abilities: [
      // Equestrian: no class bonus on this one.
      staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, youControl('HORSE')),
      staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
    ],
  },
);
