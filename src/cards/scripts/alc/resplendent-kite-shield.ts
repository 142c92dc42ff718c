import { activated, cardScript, classBonus, ifThen, onEnter, preventNextDamage, putCounters, restSelf, self, triggered, yourChampion } from '../../define.js';

export default cardScript('resplendent-kite-shield', {
  abilities: [
    triggered(onEnter(), [ifThen(classBonus(), [putCounters(self(), 'refinement', 2)], [putCounters(self(), 'refinement', 1)])]),
    activated([restSelf(), { kind: 'removeCounters', counter: 'refinement', count: 1 }], [preventNextDamage(yourChampion(), 1)]),
  ],
});
