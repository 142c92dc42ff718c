import { activated, boonRules, cardScript, payReserve, putCounters, yourChampion } from '../../define.js';

export default cardScript('lesser-boon-of-zerusa', {
  keywords: ['classLocked'],
  abilities: [boonRules(activated([payReserve(2)], [putCounters(yourChampion(), 'preparation', 1)]), { costPerUse: 1 })],
});
