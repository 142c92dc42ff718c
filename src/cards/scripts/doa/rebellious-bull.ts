import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'rebellious-bull', name: 'Rebellious Bull', types: ['ALLY'], subtypes: ['TAMER', 'BEAST', 'BULL'], classes: ['TAMER'], element: 'NORM', cost: reserve(5), power: 3, life: 4 },
  { keywords: ['hindered'], keywordValues: { pride: 3 } },
);
