import { activated, banishSelf, defineCard, memory, putCounters, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'jewel-of-enlightenment', name: 'Jewel of Enlightenment', types: ['ITEM'], supertypes: ['REGALIA'], subtypes: ['MAGE', 'CRYSTAL'], classes: ['MAGE'], element: 'NORM', cost: memory(0) },
  { abilities: [activated([banishSelf()], [putCounters(yourChampion(), 'enlighten', 1)])] },
);
