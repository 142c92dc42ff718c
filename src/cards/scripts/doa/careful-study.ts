import { defineCard, putCounters, reserve, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'careful-study', name: 'Careful Study', types: ['ACTION'], subtypes: ['MAGE', 'SKILL'], classes: ['MAGE'], element: 'NORM', cost: reserve(8), speed: false },
  { keywords: ['efficiency'], onResolve: [putCounters(yourChampion(), 'enlighten', 5)] },
);
