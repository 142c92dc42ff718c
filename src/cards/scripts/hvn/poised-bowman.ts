import { defineCard, onEnter, reserve, self, triggered } from '../../define.js';

export default defineCard(
  { slug: 'poised-bowman', name: 'Poised Bowman', types: ['ALLY'], subtypes: ['RANGER', 'HUMAN'], classes: ['RANGER'], element: 'WIND', cost: reserve(3), power: 1, life: 3 },
  {
    keywordValues: { ranged: 3 },
    abilities: [triggered(onEnter(), [{ op: 'grantKeyword', subject: self(), keyword: 'vigor', duration: 'untilEndOfTurn' }])],
  },
);
