import { defineCard, putCounters, reserve, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'develop-mana', name: 'Develop Mana', types: ['ACTION'], subtypes: ['MAGE', 'SPELL'], classes: ['MAGE'], element: 'NORM', cost: reserve(3), speed: false },
  { onResolve: [putCounters(yourChampion(), 'level', 1)] },
);
