import { classBonus, defineCard, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'crusader-of-aesa', name: 'Crusader of Aesa', types: ['ALLY'], subtypes: ['WARRIOR', 'HUMAN'], classes: ['WARRIOR'], element: 'NORM', cost: reserve(3), power: 2, life: 4 },
  // Entering rested is what Hindered does.
  { keywords: ['hindered'], abilities: [staticAbility({ kind: 'keyword', keyword: 'intercept' }, classBonus())] },
);
