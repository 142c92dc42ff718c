import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'savage-attack', name: 'Savage Attack', types: ['ATTACK'], subtypes: ['WARRIOR', 'SWORD'], classes: ['WARRIOR'], element: 'NORM', cost: reserve(3), power: 2 },
  { keywords: ['floatingMemory'] },
);
