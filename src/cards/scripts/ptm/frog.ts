import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'frog', name: 'Croaking Webfoot', types: ['ALLY'], subtypes: ['TAMER', 'ANIMAL', 'FROG'], classes: ['TAMER'], element: 'WATER', cost: reserve(1), power: 1, life: 1 },
  { keywords: ['floatingMemory'] },
);
