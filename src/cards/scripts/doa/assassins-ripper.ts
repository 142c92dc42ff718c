import { activated, buffPower, classBonus, cardScript, restSelf, self } from '../../define.js';

export default cardScript('assassins-ripper', {
  abilities: [
    activated([restSelf(), { kind: 'removeChampionCounters', counter: 'preparation', count: 1 }], [buffPower(self(), 2)], { condition: classBonus() }),
  ],
});
