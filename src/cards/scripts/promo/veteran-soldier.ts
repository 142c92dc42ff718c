import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'veteran-soldier', name: 'Veteran Soldier', types: ['ALLY'], subtypes: ['WARRIOR', 'HUMAN'], classes: ['WARRIOR'], element: 'NORM', cost: reserve(5), power: 2, life: 3 },
  { keywords: ['floatingMemory'] },
);
