import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'fledgling', name: 'Fledgling', types: ['TOKEN', 'ALLY'], subtypes: ['TAMER', 'ANIMAL', 'BIRD'], classes: ['TAMER'], element: 'NORM', cost: reserve(0), power: 0, life: 1 },
  {},
);
