import { classBonus, cardScript, putCounters, triggered, yourChampion } from '../../define.js';

export default cardScript('extraction-incision', {
  keywords: ['trueSight'],
  abilities: [triggered({ on: 'kill' }, [putCounters(yourChampion(), 'preparation', 1)], { condition: classBonus() })],
});
