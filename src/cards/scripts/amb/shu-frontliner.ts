import { classBonus, defineCard, reserve, staticAbility, youControl } from '../../define.js';

export default defineCard(
  { slug: 'shu-frontliner', name: 'Shu Frontliner', types: ['ALLY'], subtypes: ['WARRIOR', 'HUMAN'], classes: ['WARRIOR'], element: 'WIND', cost: reserve(2), power: 1, life: 2 },
  {
    abilities: [
      staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, youControl('HORSE')),
      staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
    ],
  },
);
