import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'prides-vanguard', name: "Pride's Vanguard", types: ['ALLY'], subtypes: ['WARRIOR', 'ANIMAL', 'HUMAN', 'LION'], classes: ['WARRIOR'], element: 'NORM', cost: reserve(3), power: 1, life: 3 },
  { keywords: ['ambush'], keywordValues: { retort: 2 } },
);
