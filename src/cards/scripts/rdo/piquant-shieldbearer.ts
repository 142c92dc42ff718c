import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'piquant-shieldbearer', name: 'Piquant Shieldbearer', types: ['ALLY'], subtypes: ['GUARDIAN', 'HUMAN'], classes: ['GUARDIAN'], element: 'NORM', cost: reserve(3), power: 1, life: 4 },
  { keywords: ['taunt'] },
);
