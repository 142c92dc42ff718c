import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'enraged-boars', name: 'Enraged Boars', types: ['ALLY'], subtypes: ['TAMER', 'BEAST', 'BOAR'], classes: ['TAMER'], element: 'NORM', cost: reserve(5), power: 4, life: 4 },
  { keywordValues: { pride: 5 } },
);
