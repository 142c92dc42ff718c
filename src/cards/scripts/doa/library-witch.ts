import { defineCard, draw, onDeath, reserve, triggered } from '../../define.js';

export default defineCard(
  { slug: 'library-witch', name: 'Library Witch', types: ['ALLY'], subtypes: ['MAGE', 'HUMAN'], classes: ['MAGE'], element: 'NORM', cost: reserve(2), power: 0, life: 1 },
  { keywords: ['intercept'], abilities: [triggered(onDeath(), [draw(1)])] },
);
