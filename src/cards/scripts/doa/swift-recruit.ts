import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'swift-recruit', name: 'Swift Recruit', types: ['ALLY'], subtypes: ['WARRIOR', 'HUMAN'], classes: ['WARRIOR'], element: 'WIND', cost: reserve(2), power: 1, life: 2 },
  { keywords: ['intercept', 'floatingMemory'] },
);
