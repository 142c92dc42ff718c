import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'aurousteel-greatsword', name: 'Aurousteel Greatsword', types: ['TOKEN', 'WEAPON'], subtypes: ['GUARDIAN', 'SWORD'], classes: ['GUARDIAN'], element: 'NEOS', cost: reserve(1), power: 3, durability: 1 },
  {},
);
