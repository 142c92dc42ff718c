import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'baby-slime', name: 'Baby Slime', types: ['TOKEN', 'ALLY'], subtypes: ['TAMER', 'ANIMAL', 'SLIME'], classes: ['TAMER'], element: 'NORM', cost: reserve(1), power: 1, life: 1 },
  {},
);
