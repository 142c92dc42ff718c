import { cardScript, classBonus, draw, ifThen } from '../../define.js';

export default cardScript('fulminating-storm', {
  onResolve: [
    { op: 'removeUpToCounters', from: 'yourChampion', counter: 'enlighten', max: 9, then: [
      { op: 'scaled', x: { of: 'x' }, effect: { op: 'dealDamage', to: { ref: 'eachOpponentChampion' }, amount: 0 } },
      ifThen(classBonus(), [{ op: 'scaled', x: { of: 'x' }, per: 3, effect: draw(0) }]),
    ] },
  ],
});
