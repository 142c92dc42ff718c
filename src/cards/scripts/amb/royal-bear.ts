import { classBonus, defineCard, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'royal-bear', name: 'Royal Bear', types: ['ALLY'], subtypes: ['TAMER', 'BEAST', 'BEAR'], classes: ['TAMER'], element: 'NORM', cost: reserve(4), power: 2, life: 3 },
  {
    keywordValues: { pride: 2 },
    abilities: [
      staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, classBonus()),
      staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 1 }, classBonus()),
    ],
  },
);
