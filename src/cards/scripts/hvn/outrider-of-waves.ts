import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'outrider-of-waves', name: 'Outrider of Waves', types: ['ALLY'], subtypes: ['RANGER', 'HUMAN'], classes: ['RANGER'], element: 'WATER', cost: reserve(3), power: 1, life: 4 },
  { keywordValues: { ranged: 2 } },
);
