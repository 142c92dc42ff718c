import { classBonus, defineCard, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'queens-cinderhog', name: 'Queen\'s Cinderhog', types: ['ALLY'], subtypes: ['ASSASSIN', 'ANIMAL', 'BOAR'], classes: ['ASSASSIN'], element: ['EXALTED', 'FIRE'], cost: reserve(3), power: 4, life: 2 },
  { abilities: [staticAbility({ kind: 'keyword', keyword: 'stealth' }, classBonus())] },
);
