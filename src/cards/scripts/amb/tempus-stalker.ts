import { atBeginningOfYourRecollection, classBonus, defineCard, putCounters, reserve, self, triggered } from '../../define.js';

export default defineCard(
  { slug: 'tempus-stalker', name: 'Tempus Stalker', types: ['ALLY'], subtypes: ['TAMER', 'BEAST', 'TIGER'], classes: ['TAMER'], element: 'WIND', cost: reserve(3), power: 1, life: 3 },
  {
    keywordValues: { pride: 2 },
    abilities: [triggered(atBeginningOfYourRecollection(), [putCounters(self(), 'buff', 1)], { condition: classBonus() })],
  },
);
