import { classBonus, dealDamage, defineCard, memory, onEnter, staticAbility, triggered, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'forgelight-blade', name: 'Forgelight Blade', types: ['WEAPON'], supertypes: ['REGALIA'], subtypes: ['WARRIOR', 'SWORD'], classes: ['WARRIOR'], element: 'FIRE', cost: memory(0), power: 1, durability: 2 },
  {
    abilities: [
      staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, classBonus()),
      triggered(onEnter(), [dealDamage(yourChampion(), 4)]),
    ],
  },
);
