import { classBonus, defineCard, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'adorned-stag', name: 'Adorned Stag', types: ['ALLY'], subtypes: ['TAMER', 'ANIMAL', 'DEER'], classes: ['TAMER'], element: 'NORM', cost: reserve(2), power: 1, life: 3 },
  { abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())] },
);
