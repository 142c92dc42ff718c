import { defineCard, reserve, summonToken } from '../../define.js';

export default defineCard(
  { slug: 'floral-arrangement', name: 'Floral Arrangement', types: ['ACTION'], subtypes: ['CLERIC', 'SKILL'], classes: ['CLERIC'], element: 'NORM', cost: reserve(3), speed: false },
  {
    keywords: ['floatingMemory'],
    onResolve: [summonToken('silvershine'), summonToken('fraysia')],
  },
);
