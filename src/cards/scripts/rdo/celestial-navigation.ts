import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'celestial-navigation', name: 'Celestial Navigation', types: ['ACTION'], subtypes: ['CLERIC', 'SPELL'], classes: ['CLERIC'], element: 'ASTRA', cost: reserve(2), speed: true },
  { keywords: ['floatingMemory'], onResolve: [{ op: 'glimpse', count: 5 }] },
);
