import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'royal-oathguard', name: 'Royal Oathguard', types: ['ALLY'], subtypes: ['GUARDIAN', 'HUMAN'], classes: ['GUARDIAN'], element: ['EXALTED', 'NORM'], cost: reserve(3), power: 3, life: 4 },
  { keywords: ['intercept', 'vigor'] },
);
