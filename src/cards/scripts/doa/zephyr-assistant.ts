import { classBonus, cardScript, onEnter, onLeave, putCounters, triggered, yourChampion } from '../../define.js';

export default cardScript('zephyr-assistant', {
  abilities: [
    triggered(onEnter(), [putCounters(yourChampion(), 'enlighten', 1)], { condition: classBonus() }),
    triggered(onLeave(), [putCounters(yourChampion(), 'enlighten', 1)]),
  ],
});
