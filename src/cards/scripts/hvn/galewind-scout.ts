import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'galewind-scout', name: 'Galewind Scout', types: ['ALLY'], subtypes: ['RANGER', 'HUMAN'], classes: ['RANGER'], element: 'WIND', cost: reserve(3), power: 2, life: 2 },
  { keywordValues: { ranged: 3 } },
);
