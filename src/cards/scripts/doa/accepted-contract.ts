import { defineCard, putCounters, reserve, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'accepted-contract', name: 'Accepted Contract', types: ['ACTION'], subtypes: ['ASSASSIN', 'SKILL'], classes: ['ASSASSIN'], element: 'NORM', cost: reserve(5), speed: false },
  { onResolve: [putCounters(yourChampion(), 'preparation', 3)] },
);
