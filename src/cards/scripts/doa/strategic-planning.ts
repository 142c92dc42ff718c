import { defineCard, putCounters, reserve, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'strategic-planning', name: 'Strategic Planning', types: ['ACTION'], subtypes: ['ASSASSIN', 'SKILL'], classes: ['ASSASSIN'], element: 'NORM', cost: reserve(2), speed: false },
  { onResolve: [{ op: 'glimpse', count: 2 }, putCounters(yourChampion(), 'preparation', 1)] },
);
