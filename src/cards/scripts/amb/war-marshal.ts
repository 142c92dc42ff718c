import { classBonus, defineCard, reserve, staticAbility, youControl } from '../../define.js';

export default defineCard(
  { slug: 'war-marshal', name: 'War Marshal', types: ['ALLY'], subtypes: ['GUARDIAN', 'HUMAN'], classes: ['GUARDIAN'], element: 'NORM', cost: reserve(4), power: 2, life: 3 },
  {
    abilities: [
      staticAbility({ kind: 'keyword', keyword: 'steadfast' }, classBonus()),
      staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, { kind: 'allOf', conditions: [classBonus(), youControl('HORSE')] }),
      staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 1 }, { kind: 'allOf', conditions: [classBonus(), youControl('HORSE')] }),
    ],
  },
);
