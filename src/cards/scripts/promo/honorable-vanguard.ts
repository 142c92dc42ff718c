import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'honorable-vanguard', name: 'Honorable Vanguard', types: ['ALLY'], subtypes: ['WARRIOR', 'HUMAN'], classes: ['WARRIOR'], element: 'NORM', cost: reserve(2), power: 1, life: 2 },
  { keywords: ['floatingMemory'] },
);
