import { defineCard, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'epochal-conqueror', name: 'Epochal Conqueror', types: ['ALLY'], subtypes: ['GUARDIAN', 'HUMAN'], classes: ['GUARDIAN'], element: 'NORM', cost: reserve(3), power: 1, life: 4 },
  {
    abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 3, whileAttacking: true }, { kind: 'attackingType', type: 'domain' })],
  },
);
