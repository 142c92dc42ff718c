import { classBonus, defineCard, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'vigilant-sentry', name: 'Vigilant Sentry', types: ['ALLY'], subtypes: ['GUARDIAN', 'HUMAN'], classes: ['GUARDIAN'], element: 'WIND', cost: reserve(3), power: 2, life: 3 },
  { abilities: [staticAbility({ kind: 'keyword', keyword: 'taunt' }, classBonus())] },
);
