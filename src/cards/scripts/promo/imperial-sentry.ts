import { classBonus, defineCard, levelRestriction, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'imperial-sentry', name: 'Imperial Sentry', types: ['ALLY'], subtypes: ['GUARDIAN', 'HUMAN'], classes: ['GUARDIAN'], element: 'NORM', cost: reserve(4), power: 2, life: 3 },
  {
    abilities: [
      staticAbility({ kind: 'keyword', keyword: 'intercept' }, classBonus()),
      staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 1 }, levelRestriction(2)),
    ],
  },
);
