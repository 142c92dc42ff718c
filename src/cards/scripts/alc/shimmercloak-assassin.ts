import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'shimmercloak-assassin', name: 'Shimmercloak Assassin', types: ['ALLY'], subtypes: ['ASSASSIN', 'AUTOMATON'], classes: ['ASSASSIN'], element: 'WIND', cost: reserve(3), power: 2, life: 2 },
  { keywords: ['stealth'] },
);
