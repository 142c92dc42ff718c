import { cardScript, putCounters, triggered, whenever, yourChampion } from '../../define.js';

export default cardScript('rai-archmage', {
  abilities: [
    { ...triggered(whenever('activates', { who: 'you', type: 'ACTION', class: 'MAGE', firstEachTurn: true }), [putCounters(yourChampion(), 'enlighten', 1)]), inherited: true },
  ],
});
