import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'gray-wolf', name: 'Gray Wolf', types: ['ALLY'], subtypes: ['TAMER', 'BEAST', 'WOLF'], classes: ['TAMER'], element: 'NORM', cost: reserve(2), power: 2, life: 2 },
  { keywordValues: { pride: 2 } },
);
