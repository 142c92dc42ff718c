import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'ordinary-horse', name: 'Ordinary Horse', types: ['ALLY'], subtypes: ['TAMER', 'ANIMAL', 'HORSE'], classes: ['TAMER'], element: 'NORM', cost: reserve(3), power: 1, life: 3 },
  { keywords: ['floatingMemory'] },
);
