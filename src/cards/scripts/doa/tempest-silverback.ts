import { classBonus, defineCard, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'tempest-silverback', name: 'Tempest Silverback', types: ['ALLY'], subtypes: ['TAMER', 'BEAST', 'APE'], classes: ['TAMER'], element: 'WIND', cost: reserve(4), power: 4, life: 4 },
  {
    keywordValues: { pride: 5 },
    abilities: [
      staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2 }, classBonus()),
      staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 2 }, classBonus()),
    ],
  },
);
