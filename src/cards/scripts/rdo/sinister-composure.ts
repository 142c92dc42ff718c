import { allOf, cardScript, championBonus, draw, ifThen, putCounters, yourChampion } from '../../define.js';

export default cardScript('sinister-composure', {
  onResolve: [
    draw(1),
    putCounters(yourChampion(), 'preparation', 1),
    ifThen(allOf(championBonus('Tristan'), { kind: 'hasAgility' }), [putCounters(yourChampion(), 'preparation', 3)]),
  ],
});
