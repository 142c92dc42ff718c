import { atBeginningOfYourRecollection, classBonus, cardScript, putCounters, self, triggered } from '../../define.js';

export default cardScript('tempus-stalker', {
  keywordValues: { pride: 2 },
  abilities: [triggered(atBeginningOfYourRecollection(), [putCounters(self(), 'buff', 1)], { condition: classBonus() })],
});
