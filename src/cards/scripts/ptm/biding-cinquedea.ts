import { buffPower, classBonus, cardScript, putCounters, self, triggered, yourChampion } from '../../define.js';

export default cardScript('biding-cinquedea', {
  abilities: [
    triggered({ on: 'charge', count: 2 }, [buffPower(self(), 1), putCounters(yourChampion(), 'preparation', 1)], { condition: classBonus() }),
  ],
});
