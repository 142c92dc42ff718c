import { activated, defineCard, draw, reserve, restSelf } from '../../define.js';

export default defineCard(
  { slug: 'cunning-broker', name: 'Cunning Broker', types: ['ALLY'], subtypes: ['ASSASSIN', 'HUMAN'], classes: ['ASSASSIN'], element: 'NORM', cost: reserve(2), power: 0, life: 3 },
  {
    keywords: ['stealth'],
    abilities: [activated([restSelf(), { kind: 'removeChampionCounters', counter: 'preparation', count: 2 }], [draw(1)])],
  },
);
