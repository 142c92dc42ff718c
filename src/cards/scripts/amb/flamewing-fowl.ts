import { classBonus, defineCard, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'flamewing-fowl', name: 'Flamewing Fowl', types: ['ALLY'], subtypes: ['TAMER', 'ANIMAL', 'BIRD'], classes: ['TAMER'], element: 'FIRE', cost: reserve(3), power: 3, life: 1 },
  {
    abilities: [
      staticAbility(
        { kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, whileAttacking: true },
        { kind: 'allOf', conditions: [classBonus(), { kind: 'attackingType', type: 'champion' }] },
      ),
    ],
  },
);
