import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'trained-hawk', name: 'Trained Hawk', types: ['ALLY'], subtypes: ['TAMER', 'ANIMAL', 'BIRD'], classes: ['TAMER'], element: 'WIND', cost: reserve(3), power: 2, life: 2 },
  { keywords: ['trueSight', 'vigor'] },
);
