import { classBonus, defineCard, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'kingdom-informant', name: 'Kingdom Informant', types: ['ALLY'], subtypes: ['ASSASSIN', 'HUMAN'], classes: ['ASSASSIN'], element: 'NORM', cost: reserve(2), power: 1, life: 2 },
  { keywords: ['stealth'], abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] },
);
