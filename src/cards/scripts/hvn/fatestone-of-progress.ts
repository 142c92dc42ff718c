import { activated, cardScript, championBonus, onEnter, payReserve, putCounters, self, transform, triggered, yourChampion } from '../../define.js';

export default cardScript('fatestone-of-progress', {
  abilities: [
    triggered(onEnter(), [putCounters(yourChampion(), 'quest', 1)], { condition: championBonus('Guo Jia') }),
    activated([payReserve(4)], [transform(self())], { condition: championBonus('Guo Jia') }),
  ],
});
