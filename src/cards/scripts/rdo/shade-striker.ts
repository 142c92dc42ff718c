import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'shade-striker', name: 'Shade Striker', types: ['ALLY'], subtypes: ['ASSASSIN', 'HUMAN'], classes: ['ASSASSIN'], element: 'NORM', cost: reserve(3), power: 2, life: 3 },
  { keywords: ['ambush'] },
);
