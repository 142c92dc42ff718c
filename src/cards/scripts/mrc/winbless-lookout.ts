import { classBonus, defineCard, onEnter, putCounters, reserve, triggered, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'winbless-lookout', name: 'Winbless Lookout', types: ['ALLY'], subtypes: ['ASSASSIN', 'HUMAN'], classes: ['ASSASSIN'], element: 'WIND', cost: reserve(2), power: 1, life: 3 },
  {
    abilities: [
      triggered(onEnter(), [putCounters(yourChampion(), 'preparation', 1)]),
      triggered(onEnter(), [{ op: 'glimpse', count: 1 }], { condition: classBonus() }),
    ],
  },
);
