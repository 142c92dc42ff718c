import { classBonus, defineCard, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'esteemed-knight', name: 'Esteemed Knight', types: ['ALLY'], subtypes: ['WARRIOR', 'HUMAN'], classes: ['WARRIOR'], element: 'NORM', cost: reserve(3), power: 2, life: 3 },
  { abilities: [staticAbility({ kind: 'keyword', keyword: 'intercept' }, classBonus())] },
);
