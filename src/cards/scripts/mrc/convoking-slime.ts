import { atBeginningOfYourRecollection, classBonus, copyObject, defineCard, reserve, self, triggered } from '../../define.js';

// Pride 3; with the class bonus, at the beginning of your recollection phase a rested token copy of it is summoned
// (a copy of the printed object only: counters and modified stats are not copied, game-mechanics-copy.md).
export default defineCard(
  { slug: 'convoking-slime', name: 'Convoking Slime', types: ['ALLY'], subtypes: ['TAMER', 'BEAST', 'SLIME'], classes: ['TAMER'], element: 'NEOS', cost: reserve(3), power: 2, life: 2 },
  {
    keywordValues: { pride: 3 },
    abilities: [triggered(atBeginningOfYourRecollection(), [copyObject(self(), { rested: true })], { condition: classBonus() })],
  },
);
