import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'memorite-shardwing', name: 'Memorite Shardwing', types: ['TOKEN', 'ALLY'], subtypes: ['RANGER', 'MEMORITE', 'BIRD'], classes: ['RANGER'], element: 'NORM', cost: reserve(3), power: 1, life: 2 },
  { keywords: ['stealth', 'trueSight'] },
);
