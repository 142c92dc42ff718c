import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'gales-mare', name: "Gale's Mare", types: ['ALLY'], subtypes: ['TAMER', 'ANIMAL', 'HORSE'], classes: ['TAMER'], element: 'WIND', cost: reserve(3), power: 2, life: 3 },
  {},
);
