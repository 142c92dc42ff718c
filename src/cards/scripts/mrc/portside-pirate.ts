import { activated, cardScript, classBonus, putCounters, self } from '../../define.js';

export default cardScript('portside-pirate', {
  abilities: [
    activated(
      [{ kind: 'banishGraveyardCards', count: 1, floatingMemory: true }],
      [putCounters(self(), 'buff', 1), { op: 'grantKeyword', subject: self(), keyword: 'stealth', duration: 'untilEndOfTurn' }],
      { condition: classBonus() },
    ),
  ],
});
