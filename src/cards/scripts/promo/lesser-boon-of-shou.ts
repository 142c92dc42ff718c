import { atBeginningOfYourEndPhase, cardScript, putCounters, triggered, yourChampion } from '../../define.js';

export default cardScript('lesser-boon-of-shou', {
  keywords: ['classLocked'],
  onResolve: [putCounters(yourChampion(), 'enlighten', 1)],
  abilities: [triggered(atBeginningOfYourEndPhase(), [putCounters(yourChampion(), 'enlighten', 1)])],
});
