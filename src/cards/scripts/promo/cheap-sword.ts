import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'cheap-sword', name: 'Cheap Sword', types: ['TOKEN', 'WEAPON'], subtypes: ['WARRIOR', 'SWORD'], classes: ['WARRIOR'], element: 'NORM', cost: reserve(1), power: 1, durability: 1 },
  {},
);
