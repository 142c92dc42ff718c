import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'stalwart-shieldmate', name: 'Stalwart Shieldmate', types: ['ALLY'], subtypes: ['GUARDIAN', 'HUMAN'], classes: ['GUARDIAN'], element: 'NORM', cost: reserve(2), power: 0, life: 2 },
  { keywords: ['taunt', 'floatingMemory'] },
);
