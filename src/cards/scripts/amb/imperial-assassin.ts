import { classBonus, defineCard, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'imperial-assassin', name: 'Imperial Assassin', types: ['ALLY'], subtypes: ['ASSASSIN', 'HUMAN'], classes: ['ASSASSIN'], element: 'NORM', cost: reserve(3), power: 2, life: 1 },
  { abilities: [staticAbility({ kind: 'keyword', keyword: 'stealth' }, classBonus())] },
);
