import { cardScript, championBonus, draw, ifThen, putCounters, yourChampion } from '../../define.js';

export default cardScript('journeys-beginning', {
  onResolve: [draw(1), ifThen(championBonus('Guo Jia'), [putCounters(yourChampion(), 'quest', 1)])],
});
