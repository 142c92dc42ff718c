import { atBeginningOfYourRecollection, classBonus, copyObject, cardScript, self, triggered } from '../../define.js';

// Pride 3; with the class bonus, at the beginning of your recollection phase a rested token copy of it is summoned
// (a copy of the printed object only: counters and modified stats are not copied, game-mechanics-copy.md).
export default cardScript('convoking-slime', {
  keywordValues: { pride: 3 },
  abilities: [triggered(atBeginningOfYourRecollection(), [copyObject(self(), { rested: true })], { condition: classBonus() })],
});
