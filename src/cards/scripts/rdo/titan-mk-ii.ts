import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'titan-mk-ii', name: 'Titan Mk II', types: ['TOKEN', 'ALLY'], subtypes: ['GUARDIAN', 'AUTOMATON'], classes: ['GUARDIAN'], element: 'NEOS', cost: reserve(3), power: 3, life: 3 },
  { keywords: ['taunt', 'vigor'] },
);
