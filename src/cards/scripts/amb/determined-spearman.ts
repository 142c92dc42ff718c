import { defineCard, levelRestriction, reserve, staticAbility, youControl } from '../../define.js';

export default defineCard(
  { slug: 'determined-spearman', name: 'Determined Spearman', types: ['ALLY'], subtypes: ['WARRIOR', 'HUMAN'], classes: ['WARRIOR'], element: 'NORM', cost: reserve(3), power: 2, life: 2 },
  {
    abilities: [
      // Equestrian: cheaper while you control a Horse.
      staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, youControl('HORSE')),
      staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 1 }, levelRestriction(1)),
    ],
  },
);
