import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'silver-soldier', name: 'Silver Soldier', types: ['ALLY'], subtypes: ['WARRIOR', 'HUMAN'], classes: ['WARRIOR'], element: ['EXALTED', 'NORM'], cost: reserve(3), power: 3, life: 4 },
  { keywords: ['vigor'], keywordValues: { retort: 2 } },
);
