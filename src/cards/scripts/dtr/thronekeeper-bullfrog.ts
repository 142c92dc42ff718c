import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'thronekeeper-bullfrog', name: 'Throne-Keeper Bullfrog', types: ['ALLY'], subtypes: ['GUARDIAN', 'ANIMAL', 'HUMAN', 'FROG'], classes: ['GUARDIAN'], element: 'WATER', cost: reserve(3), power: 0, life: 4 },
  { keywords: ['taunt', 'floatingMemory'] },
);
