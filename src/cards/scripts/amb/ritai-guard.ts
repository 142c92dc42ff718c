import { classBonus, defineCard, reserve, staticAbility, youControl } from '../../define.js';

const equestrian = { kind: 'allOf' as const, conditions: [classBonus(), youControl('HORSE')] };

export default defineCard(
  { slug: 'ritai-guard', name: 'Ritai Guard', types: ['ALLY'], subtypes: ['GUARDIAN', 'HUMAN'], classes: ['GUARDIAN'], element: 'FIRE', cost: reserve(4), power: 2, life: 4 },
  {
    abilities: [
      staticAbility({ kind: 'keyword', keyword: 'taunt' }, equestrian),
      staticAbility({ kind: 'keyword', keyword: 'vigor' }, equestrian),
    ],
  },
);
