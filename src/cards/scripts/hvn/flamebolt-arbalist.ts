import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'flamebolt-arbalist', name: 'Flamebolt Arbalist', types: ['ALLY'], subtypes: ['RANGER', 'HUMAN'], classes: ['RANGER'], element: 'FIRE', cost: reserve(2), power: 2, life: 1 },
  { keywordValues: { ranged: 4 } },
);
