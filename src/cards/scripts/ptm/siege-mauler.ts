import { defineCard, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'siege-mauler', name: 'Siege Mauler', types: ['ALLY'], subtypes: ['GUARDIAN', 'HUMAN'], classes: ['GUARDIAN'], element: 'NORM', cost: reserve(3), power: 2, life: 3 },
  {
    abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2, whileAttacking: true }, { kind: 'attackingType', type: 'domain' })],
  },
);
