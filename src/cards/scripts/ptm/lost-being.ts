import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'lost-being', name: 'Lost Being', types: ['TOKEN', 'PHANTASIA', 'ALLY'], subtypes: ['ANOMALY'], classes: ['ANOMALY'], element: 'NORM', cost: reserve(3), power: 2, life: 2 },
  {},
);
