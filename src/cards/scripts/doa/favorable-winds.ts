import { defineCard, modifyLife, reserve } from '../../define.js';

export default defineCard(
  { slug: 'favorable-winds', name: 'Favorable Winds', types: ['ACTION'], subtypes: ['MAGE', 'SPELL'], classes: ['MAGE'], element: 'WIND', cost: reserve(1), speed: true },
  { keywords: ['floatingMemory'], onResolve: [modifyLife({ ref: 'alliesYouControl' }, 1)] },
);
